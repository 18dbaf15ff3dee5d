import { eq } from 'drizzle-orm';
import { memberReports } from '../../db/schema/index.ts';
import type { Deps } from '../../http/app-env.ts';
import { PRIVATE_MEDIA_PREFIX } from '../../infra/storage.ts';
import { isUuid } from './moderation-queue.ts';

/** The bytes of a report's photo copy (snapshot n), for staff; null when there is none. */
export async function evidencePhoto(
  deps: Pick<Deps, 'db' | 'storage'>,
  reportId: string,
  snapshot: number,
): Promise<Buffer | null> {
  if (!isUuid(reportId)) return null;
  const [report] = await deps.db
    .select({ evidence: memberReports.evidence })
    .from(memberReports)
    .where(eq(memberReports.id, reportId))
    .limit(1);
  const key = report?.evidence[snapshot]?.photos?.url;
  // Only the private copies a report made are read here, never another stored file.
  if (!key?.startsWith(PRIVATE_MEDIA_PREFIX)) return null;
  return deps.storage.read(key);
}
