import { isPhotoHidden, shownPhoto, type HiddenPhotos } from '../../domain/member/photo-privacy.ts';
import type { TBlockList, TBlockState, TReportReceipt } from '../../../shared/safety/safety-contract.ts';
import type { BlockedRow } from './block-service.ts';
import type { StoredReport } from './report-service.ts';

/** A blocked member as my list shows them: name and small photo, never contact details. */
export function presentBlockList(
  page: { rows: BlockedRow[]; nextCursor: string | null },
  hidden: HiddenPhotos,
): TBlockList {
  return {
    blocks: page.rows.map((row) => ({
      user_id: row.userId,
      // A member without a saved name (a bare account) is still listed, so the block can be lifted.
      full_name: row.fullName ?? 'Member',
      photo_url: shownPhoto(hidden, row.userId, row.thumbUrl),
      photo_hidden: isPhotoHidden(hidden, row.userId, row.thumbUrl),
      blocked_at: row.blockedAt.toISOString(),
    })),
    next_cursor: page.nextCursor,
  };
}

export const presentBlockState = (userId: string, blocked: boolean): TBlockState => ({
  user_id: userId,
  blocked,
});

export const presentReportReceipt = (report: StoredReport): TReportReceipt => ({
  report_id: report.id,
  received: true,
  merged: report.merged,
});
