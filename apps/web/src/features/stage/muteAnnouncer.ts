import { api, dataOf } from '../../lib/api/index.ts';
import type { MuteAnnouncer } from '../../lib/stage/index.ts';

/**
 * Until the cast feature's /cast/v1/microphone and /avatar land (docs/decisions/stage-web.md): a moderator
 * (a room's owner) on stage announces their own microphone with modmute on themselves, which everyone sees
 * as cya_cast onlineMicrophone; the camera state stays local.
 */
export function moderatorMuteAnnouncer(selfUserId: string): MuteAnnouncer {
  return {
    async microphone(eventId, isMuted) {
      await api
        .post('/api/casta/v1/modmute', { eventId, castUserId: selfUserId, modMuteAudio: isMuted })
        .then(dataOf);
    },
    avatar: async () => undefined,
  };
}
