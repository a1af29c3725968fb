import { P2pPrefix, ResponseCode } from '@limelight/protocol';
import { castCalls, mediaCalls } from '@limelight/protocol/http';
import { api, dataOf, withRetry } from '../../lib/api/index.ts';
import type { InterviewSignalOut } from './interviewLinks.ts';

/**
 * The calls the stage's buttons, dialogs and console send (spec 001 §7 "Cast"; docs/decisions/cast.md):
 * each sends the event and the fields of CastCallFields its declaration takes.
 */
export const CastCall = {
  Apply: castCalls.apply,
  Exit: castCalls.exit,
  Cancel: castCalls.cancel,
  Approve: castCalls.approve,
  Block: castCalls.block,
  Unblock: castCalls.unblock,
  RemoveList: castCalls.removeList,
  InterviewInvite: castCalls.interviewInvite,
  InterviewAccept: castCalls.interviewAccept,
  InterviewReject: castCalls.interviewReject,
  InterviewTimeout: castCalls.interviewTimeout,
  InterviewCancel: castCalls.interviewCancel,
  InterviewClose: castCalls.interviewClose,
  OnlineInvite: castCalls.onlineInvite,
  OnlineCancel: castCalls.onlineCancel,
  OnlineAccept: castCalls.onlineAccept,
  OnlineReject: castCalls.onlineReject,
  OnlineTimeout: castCalls.onlineTimeout,
  OnlineConfirmClose: castCalls.onlineConfirmClose,
  OnlineKickAll: castCalls.onlineKickAll,
  OnlineClose: castCalls.onlineClose,
  MainWindow: castCalls.mainWindow,
  ModMute: mediaCalls.modMute,
} as const;

/** One of the stage's calls. */
export type StageCastCall = (typeof CastCall)[keyof typeof CastCall];

/** The calls the spec marks "retried" (spec 001 §7): a repeat that already took effect answers 12035. */
const retriedCalls: ReadonlySet<StageCastCall> = new Set([CastCall.InterviewAccept, CastCall.OnlineClose]);

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
export async function postCast(
  call: StageCastCall,
  eventId: string,
  fields: CastCallFields = {},
): Promise<void> {
  const send = () => api.call(call, { body: { eventId, ...fields } });
  const answer = retriedCalls.has(call) ? await withRetry(send) : await send();
  if (answer.code === ResponseCode.AlreadyApplied) return;
  dataOf(answer);
}

/** One interview signal to the other person (POST /cast/v1/p2pSdpIce under the interview prefix). */
export async function sendInterviewSignal(eventId: string, signal: InterviewSignalOut): Promise<void> {
  const body =
    'sdp' in signal
      ? { eventId, targetUserId: signal.targetUserId, sdp: signal.sdp }
      : // An init without a candidate is the end of candidates, which WebRTC spells as an empty one.
        {
          eventId,
          targetUserId: signal.targetUserId,
          payload: { ...signal.payload, candidate: signal.payload.candidate ?? '' },
        };
  dataOf(await api.call(castCalls.p2pSdpIce, { body: { ...body, prefix: P2pPrefix.Interview } }));
}
