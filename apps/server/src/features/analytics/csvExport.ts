import { Readable } from 'node:stream';
import type { AnalyticsTable } from '@limelight/protocol';
import type { StreamedFile } from '../../platform/http/router.ts';
import type { ReportScope } from './reports.repo.ts';
import { registrantRowOf, sessionRowOf, type ReportsService } from './reports.service.ts';
import type { TableCursor, TablesRepo } from './tables.repo.ts';

/** Rows read per query while a CSV streams: the most an export holds at once. */
export const csvPageRows = 2000;
/** Events per query of the events CSV (each page's figures are one set of grouped queries). */
const eventPageRows = 200;

type Cell = string | number | null;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text starting with
 * `=`, `+`, `-` or `@` gets a leading apostrophe, so that a spreadsheet never runs a name as a formula.
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

const headers: Record<AnalyticsTable, readonly string[]> = {
  events: [
    'eventId',
    'title',
    'startAt',
    'registrants',
    'attendees',
    'peakViewers',
    'averageWatchSeconds',
    'revenueCents',
    'chatMessages',
  ],
  stage: ['eventId', 'eventTitle', 'userId', 'name', 'stageSeconds', 'applications', 'approvals'],
  sessions: [
    'sessionId',
    'eventId',
    'eventTitle',
    'userId',
    'name',
    'platform',
    'client',
    'joinedAt',
    'leftAt',
    'seconds',
  ],
  registrants: ['eventId', 'eventTitle', 'userId', 'name', 'source', 'registeredAt'],
};

/**
 * The CSV downloads of analytics' tables (issue 25 "Reports and Export"): each is written to the reply as
 * it is read, one keyset page after another, so memory stays flat whatever the table's size.
 */
export function createCsvExport({ reports, tables }: { reports: ReportsService; tables: TablesRepo }) {
  async function* linesOf(table: AnalyticsTable, scope: ReportScope): AsyncGenerator<string> {
    yield csvLine(headers[table]);
    if (table === 'sessions') {
      let cursor: TableCursor | undefined;
      for (;;) {
        const rows = await tables.sessionsAfter(scope, cursor, csvPageRows);
        for (const row of rows) {
          const r = sessionRowOf(row, scope.now);
          yield csvLine([
            r.sessionId,
            r.eventId,
            r.eventTitle,
            r.userId,
            r.name,
            r.platform,
            r.client,
            r.joinedAt,
            r.leftAt,
            r.seconds,
          ]);
        }
        const last = rows.at(-1);
        if (!last || rows.length < csvPageRows) return;
        cursor = { atMicros: last.cursorMicros, id: last.id };
      }
    }
    if (table === 'registrants') {
      let cursor: TableCursor | undefined;
      for (;;) {
        const rows = await tables.registrantsAfter(scope, cursor, csvPageRows);
        for (const row of rows) {
          const r = registrantRowOf(row);
          yield csvLine([r.eventId, r.eventTitle, r.userId, r.name, r.source, r.registeredAt]);
        }
        const last = rows.at(-1);
        if (!last || rows.length < csvPageRows) return;
        cursor = { atMicros: last.cursorMicros, id: last.id };
      }
    }
    if (table === 'stage') {
      for (const r of await reports.stageRows(scope))
        yield csvLine([
          r.eventId,
          r.eventTitle,
          r.userId,
          r.name,
          r.stageSeconds,
          r.applications,
          r.approvals,
        ]);
      return;
    }
    for (let offset = 0; ; offset += eventPageRows) {
      const { rows } = await tables.eventsPage(scope, offset, eventPageRows);
      for (const r of await reports.eventRows(scope, rows))
        yield csvLine([
          r.eventId,
          r.title,
          r.startAt,
          r.registrants,
          r.attendees,
          r.peakViewers,
          r.averageWatchSeconds,
          r.revenueCents,
          r.chatMessages,
        ]);
      if (rows.length < eventPageRows) return;
    }
  }

  return {
    /** One table of the scope as a streamed CSV file. */
    fileOf(table: AnalyticsTable, scope: ReportScope): StreamedFile {
      return {
        fileName: `analytics-${table}.csv`,
        contentType: 'text/csv; charset=utf-8',
        stream: Readable.from(linesOf(table, scope)),
      };
    },
  };
}

export type CsvExport = ReturnType<typeof createCsvExport>;
