import type { Envelope, ReportAnswer } from '@limelight/protocol';
import { api, dataOf } from '../../../lib/api/index.ts';

/** The report and room-block paths (docs/decisions/flags.md; the spec has the dialogs but no paths). */
const FlagPath = {
  Report: '/api/flag/v1/report',
  BlockUser: '/api/flag/v1/blockUser',
  CloseEvent: '/api/flag/v1/closeEvent',
} as const;

/** A report of the room, or of a person in it when `userId` is given (spec 000 §5 report form). */
export interface RoomReport {
  eventId: string;
  userId?: string;
  reason: number;
  comment: string;
}

/** Sends a report; the whole answer, so the dialog can show a refusal under its fields. */
export function reportRoom(report: RoomReport): Promise<Envelope<ReportAnswer | null>> {
  return api.post<ReportAnswer | null>(FlagPath.Report, report);
}

/** A moderator blocks a person from the room: they are kicked out (code 1) and may not enter again. */
export function blockFromRoom(eventId: string, userId: string): Promise<unknown> {
  return api.post(FlagPath.BlockUser, { eventId, userId }).then(dataOf);
}

/** The owner ends the room for everyone (cya_flag closeEvent, then kick-out code 2). */
export function closeRoom(eventId: string): Promise<unknown> {
  return api.post(FlagPath.CloseEvent, { eventId }).then(dataOf);
}
