import { ResponseCode } from '@limelight/protocol';
import { castCalls, mediaCalls } from '@limelight/protocol/http';
import { api, dataOf, RefusedAnswerError } from '../../lib/api/index.ts';
import type { MuteAnnouncer } from '../../lib/stage/index.ts';

/**
 * Tells the room that one's microphone or camera went off or on (spec 001 §4): `POST /cast/v1/microphone
 * ?eventId&isMuted` and `POST /cast/v1/avatar {eventId, isShowed}`, the cast's calls for people online.
 * A presenter (a room's owner, hosts and stars) publishes without being online in the cast, which refuses
 * them (docs/decisions/stage-web.md): a presenter who moderates announces the microphone with modmute on
 * themselves instead, and the camera state stays local (logged).
 */
export function stageMuteAnnouncer(
  selfUserId: string,
  isModerator: boolean,
  log: Pick<Console, 'warn'> = console,
): MuteAnnouncer {
  return {
    async microphone(eventId, isMuted) {
      const answer = await api.call(castCalls.microphone, { query: { eventId, isMuted } });
      if (answer.code === ResponseCode.Success) return;
      if (!isModerator) throw new RefusedAnswerError(answer);
      await api
        .call(mediaCalls.modMute, { body: { eventId, castUserId: selfUserId, modMuteAudio: isMuted } })
        .then(dataOf);
    },
    async avatar(eventId, isVideoMuted) {
      const answer = await api.call(castCalls.avatar, { body: { eventId, isShowed: isVideoMuted } });
      if (answer.code !== ResponseCode.Success) log.warn('the camera state was not announced', answer.code);
    },
  };
}
