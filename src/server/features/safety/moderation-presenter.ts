import type {
  TModerationItem,
  TModerationQueue,
  TModerationQueueItem,
} from '../../../shared/safety/moderation-contract.ts';
import type { HistoryRow, QueueRow, ReportRow } from './moderation-queue.ts';

export function presentQueueItem(row: QueueRow, me: string): TModerationQueueItem {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    member: {
      user_id: row.user_id,
      full_name: row.full_name,
      email: row.email,
      photo_url: row.thumb_url,
      suspended: row.suspended,
    },
    reasons: row.reasons,
    distinct_reporters: row.reporters,
    hidden_from_discovery: row.hides_member,
    claim:
      row.claimed_by && row.claimed_at
        ? {
            by_id: row.claimed_by,
            by_name: row.claimer_name ?? 'A moderator',
            at: row.claimed_at,
            mine: row.claimed_by === me,
          }
        : null,
    decision: row.decision,
    photos:
      row.kind === 'photo'
        ? {
            pending_url: row.pending_url,
            pending_thumb_url: row.pending_thumb_url,
            approved_url: row.photo_url,
          }
        : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export const presentQueue = (
  page: { rows: QueueRow[]; nextCursor: string | null },
  me: string,
): TModerationQueue => ({
  items: page.rows.map((row) => presentQueueItem(row, me)),
  next_cursor: page.nextCursor,
});

/** The evidence's photo copies are never given a /media address: staff read them through the API. */
export const evidencePhotoPath = (reportId: string, snapshot: number) =>
  `/api/moderation/reports/${reportId}/photos/${snapshot}`;

export function presentItem(
  row: QueueRow,
  reports: ReportRow[],
  history: HistoryRow[],
  me: string,
): TModerationItem {
  return {
    ...presentQueueItem(row, me),
    decision_reason: row.decision_reason,
    decided_at: row.decided_at,
    suspended_until: row.suspended_until,
    reports: reports.map((report) => ({
      id: report.id,
      reporter: report.reporter_id ? { user_id: report.reporter_id, full_name: report.reporter_name } : null,
      reasons: report.reasons,
      details: report.details,
      submissions: report.submissions,
      created_at: report.created_at,
      evidence: report.evidence.map((snapshot, n) => ({
        captured_at: snapshot.captured_at,
        profile: snapshot.profile,
        photo_url: snapshot.photos ? evidencePhotoPath(report.id, n) : null,
        messages: snapshot.messages.map((m) => ({
          id: m.id,
          from_reported: m.sender_id === row.user_id,
          content: m.content,
          created_at: m.created_at,
        })),
      })),
    })),
    history,
  };
}
