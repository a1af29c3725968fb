import { ResponseCode } from '@limelight/protocol';
import { castCalls } from '@limelight/protocol/http';
import { api, RefusedAnswerError } from '../../lib/api/index.ts';
import type { MuteAnnouncer } from '../../lib/stage/index.ts';

/**
 * Tells the room that one's microphone or camera went off or on (spec 001 §4): `POST /cast/v1/microphone
 * ?eventId&isMuted` and `POST /cast/v1/avatar {eventId, isShowed}`, the cast's calls for people on stage.
 * A presenter (a room's owner, hosts and stars) going live is put on the stage by the first of them
 * (docs/decisions/stage-web.md), so both answer everyone who publishes; a refused microphone throws, a
 * refused camera state stays local (logged).
 */
export const stageMuteAnnouncer: MuteAnnouncer = {
  async microphone(eventId, isMuted) {
    const answer = await api.call(castCalls.microphone, { query: { eventId, isMuted } });
    if (answer.code !== ResponseCode.Success) throw new RefusedAnswerError(answer);
  },
  async avatar(eventId, isVideoMuted) {
    const answer = await api.call(castCalls.avatar, { body: { eventId, isShowed: isVideoMuted } });
    if (answer.code !== ResponseCode.Success) console.warn('the camera state was not announced', answer.code);
  },
};
