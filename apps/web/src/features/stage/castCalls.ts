import { P2pPrefix, ResponseCode } from '@limelight/protocol';
import { api, dataOf, withRetry } from '../../lib/api/index.ts';
import type { InterviewSignalOut } from './interviewLinks.ts';

/** The cast paths the stage's buttons, dialogs and console call (spec 001 §7 "Cast"; docs/decisions/cast.md). */
export const CastPath = {
  Apply: '/api/cast/v1/apply',
  Exit: '/api/cast/v1/exit',
  Cancel: '/api/cast/v1/cancel',
  Approve: '/api/cast/v1/approve',
  Block: '/api/cast/v1/block',
  Unblock: '/api/cast/v1/unblock',
  RemoveList: '/api/cast/v1/removeList',
  InterviewInvite: '/api/cast/v1/interview/invite',
  InterviewAccept: '/api/cast/v1/interview/accept',
  InterviewReject: '/api/cast/v1/interview/reject',
  InterviewTimeout: '/api/cast/v1/interview/timeout',
  InterviewCancel: '/api/cast/v1/interview/cancel',
  InterviewClose: '/api/cast/v1/interview/close',
  OnlineInvite: '/api/cast/v1/online/invite',
  OnlineCancel: '/api/cast/v1/online/cancel',
  OnlineAccept: '/api/cast/v1/online/accept',
  OnlineReject: '/api/cast/v1/online/reject',
  OnlineTimeout: '/api/cast/v1/online/timeout',
  OnlineConfirmClose: '/api/cast/v1/online/confirmClose',
  OnlineKickAll: '/api/cast/v1/online/kickAll',
  OnlineClose: '/api/cast/v2/online/close',
  MainWindow: '/api/cast/v1/mainWindow',
  ModMute: '/api/casta/v1/modmute',
  P2pSdpIce: '/api/cast/v1/p2pSdpIce',
} as const;

/** The calls the spec marks "retried" (spec 001 §7): a repeat that already took effect answers 12035. */
const retriedPaths: ReadonlySet<string> = new Set([CastPath.InterviewAccept, CastPath.OnlineClose]);

/**
 * The fields a cast call sends besides the event: the person it moves, the main-window flag; a
 * moderator's mute names the person `castUserId` (spec 001 §7 modmute).
 */
export interface CastCallFields {
  userId?: string;
  onMain?: boolean;
  castUserId?: string;
  modMuteAudio?: boolean;
}

/**
 * POSTs one cast call with the event id (and the person it is about); a retried call goes through the
 * retry wrapper, where 12035 (already applied) is success. Refusals throw RefusedAnswerError.
 */
export async function postCast(path: string, eventId: string, fields: CastCallFields = {}): Promise<void> {
  const call = () => api.post<unknown>(path, { eventId, ...fields });
  const answer = retriedPaths.has(path) ? await withRetry(call) : await call();
  if (answer.code === ResponseCode.AlreadyApplied) return;
  dataOf(answer);
}

/** One interview signal to the other person (POST /cast/v1/p2pSdpIce under the interview prefix). */
export async function sendInterviewSignal(eventId: string, signal: InterviewSignalOut): Promise<void> {
  dataOf(await api.post<unknown>(CastPath.P2pSdpIce, { eventId, ...signal, prefix: P2pPrefix.Interview }));
}
