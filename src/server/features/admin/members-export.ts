import { once } from 'node:events';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../infra/logger.ts';
import {
  MEMBERS_EXPORT_COLUMNS,
  type TAdminMembersExportQuery,
} from '../../../shared/admin/members-contract.ts';
import { exportLine } from './members-presenter.ts';
import { exportedMembers } from './members-service.ts';

/**
 * members-export.csv as a stream (issue 21): rows are read from the database a batch at a time and
 * written as the client takes them (backpressure), so memory stays flat whatever the count. The CSV is
 * csv-stringify's, with escape_formulas: a name typed as "=HYPERLINK(...)" reaches a spreadsheet as
 * text, never as a formula. A failure after the first bytes can only cut the stream short (the status
 * is sent); it is logged.
 */
export function membersCsvStream(db: Db, query: TAdminMembersExportQuery, log: Logger): ReadableStream {
  const csv = stringify({ header: true, columns: [...MEMBERS_EXPORT_COLUMNS], escape_formulas: true });
  void (async () => {
    for await (const row of exportedMembers(db, query)) {
      // A client that went away destroys the stream: stop reading instead of waiting for a drain.
      if (csv.destroyed) return;
      if (!csv.write(exportLine(row))) await Promise.race([once(csv, 'drain'), once(csv, 'close')]);
    }
    if (!csv.destroyed) csv.end();
  })().catch((error: unknown) => {
    log.error({ err: error }, 'members export failed midway');
    csv.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(csv) as ReadableStream;
}
