import type { Db } from '../../db/client.ts';
import {
  effectiveSettings,
  readPlanSettings,
  savePlanSettings,
  type PlanSetting,
} from '../../domain/membership/plan-settings.ts';
import { planRefusal } from '../../http/errors.ts';
import type { TPlanSettingsRequest } from '../../../shared/membership/membership-contract.ts';

/** The settings as they take effect now (domain/membership/plan-settings.ts). */
export async function mySettings(db: Db, userId: string, now: Date) {
  return effectiveSettings(await readPlanSettings(db, userId, now));
}

/**
 * Stores the settings given. Turning one on needs its feature on the plan now (403 otherwise, nothing
 * stored); turning one off never does, so a member who lapsed can still clear a flag. A plan that lapses
 * right after the check changes nothing that matters: every reader asks for the plan again.
 */
export async function changeSettings(db: Db, userId: string, changes: TPlanSettingsRequest, now: Date) {
  const current = await readPlanSettings(db, userId, now);
  const turnedOn = (Object.keys(changes) as PlanSetting[]).filter((key) => changes[key] === true);
  if (turnedOn.some((key) => !current.entitled[key])) throw planRefusal('unavailable');
  if (Object.keys(changes).length > 0) await savePlanSettings(db, userId, changes, now);
  return effectiveSettings({ ...current, stored: { ...current.stored, ...changes } });
}
