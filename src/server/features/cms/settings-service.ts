import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsSettings } from '../../db/schema/index.ts';
import {
  SETTING_GROUPS,
  SETTING_TYPES,
  type TSetting,
  type TSettingType,
  type TSettingsAnswer,
} from '../../../shared/cms/settings-contract.ts';
import { recordCmsAction, type CmsActor } from './cms-audit.ts';
import { checkSettingValue } from './settings-values.ts';

type SettingRow = typeof cmsSettings.$inferSelect;

const asType = (type: string): TSettingType =>
  (SETTING_TYPES as readonly string[]).includes(type) ? (type as TSettingType) : 'text';

export function presentSetting(row: SettingRow): TSetting {
  return {
    key: row.settingKey,
    value: row.settingValue,
    group: row.settingGroup,
    type: asType(row.settingType),
    label: row.settingLabel,
    description: row.settingDescription,
    display_order: row.displayOrder,
    updated_at: row.updatedAt.toISOString(),
  };
}

const groupRank = (group: string) => {
  const i = (SETTING_GROUPS as readonly string[]).indexOf(group);
  return i === -1 ? SETTING_GROUPS.length : i;
};

/** Every setting, grouped: the known groups in SETTING_GROUPS order, then any other by name. */
export async function listSettings(db: Db): Promise<TSettingsAnswer> {
  const rows = await db
    .select()
    .from(cmsSettings)
    .orderBy(asc(cmsSettings.displayOrder), asc(cmsSettings.settingKey));
  const groups = new Map<string, TSetting[]>();
  for (const row of rows) {
    const list = groups.get(row.settingGroup);
    if (list) list.push(presentSetting(row));
    else groups.set(row.settingGroup, [presentSetting(row)]);
  }
  return {
    groups: [...groups.entries()]
      .sort(([a], [b]) => groupRank(a) - groupRank(b) || a.localeCompare(b))
      .map(([group, settings]) => ({ group, settings })),
  };
}

export async function findSetting(db: Db, key: string): Promise<TSetting | null> {
  const [row] = await db.select().from(cmsSettings).where(eq(cmsSettings.settingKey, key));
  return row ? presentSetting(row) : null;
}

export type SettingUpdateOutcome =
  | { kind: 'saved'; setting: TSetting; changed: boolean }
  | { kind: 'not-found' }
  | { kind: 'invalid'; message: string };

/**
 * Checks the value against the setting's type, then stores it with who and when; nothing changes on a
 * refusal. A changed value is audited with what it was (a save of the same value is not a change).
 */
export async function updateSetting(
  db: Db,
  key: string,
  raw: string,
  by: { actor: CmsActor; at: Date },
): Promise<SettingUpdateOutcome> {
  return db.transaction(async (tx): Promise<SettingUpdateOutcome> => {
    const [row] = await tx.select().from(cmsSettings).where(eq(cmsSettings.settingKey, key)).for('update');
    if (!row) return { kind: 'not-found' };
    const checked = checkSettingValue(row.settingKey, asType(row.settingType), raw);
    if (!checked.ok) return { kind: 'invalid', message: checked.message };
    const [saved] = await tx
      .update(cmsSettings)
      .set({ settingValue: checked.value, updatedBy: by.actor.id, updatedAt: by.at })
      .where(eq(cmsSettings.settingKey, key))
      .returning();
    const changed = checked.value !== row.settingValue;
    if (changed) {
      await recordCmsAction(tx, by.actor, 'setting.updated', {
        key,
        before: { value: row.settingValue },
        after: { value: checked.value },
      });
    }
    return { kind: 'saved', setting: presentSetting(saved ?? row), changed };
  });
}
