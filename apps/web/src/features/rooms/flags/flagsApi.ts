import type { Envelope, ReportAnswer } from '@limelight/protocol';
import { flagsCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../../lib/api/index.ts';

/** A report of the room, or of a person in it when `userId` is given (spec 000 §5 report form). */
export interface RoomReport {
  eventId: string;
  userId?: string;
  /** The flagged chat message, when reported from the message's menu: it reaches the operators' queue. */
  messageId?: string;
  reason: number;
  comment: string;
}

/** Sends a report; the whole answer, so the dialog can show a refusal under its fields. */
export function reportRoom(report: RoomReport): Promise<Envelope<ReportAnswer>> {
  return api.call(flagsCalls.report, { body: report });
}

/** A moderator blocks a person from the room: they are kicked out (code 1) and may not enter again. */
export function blockFromRoom(eventId: string, userId: string): Promise<unknown> {
  return api.call(flagsCalls.blockUser, { body: { eventId, userId } }).then(dataOf);
}

/** The owner ends the room for everyone (cya_flag closeEvent, then kick-out code 2). */
export function closeRoom(eventId: string): Promise<unknown> {
  return api.call(flagsCalls.closeEvent, { body: { eventId } }).then(dataOf);
}
