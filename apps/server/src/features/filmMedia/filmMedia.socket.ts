import { AppKey, frameOf, SelfServiceCommand, type FilmMedia } from '@limelight/protocol';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';

/** What the filmMedia service tells the film's uploader; this file turns it into its frame. */
export interface FilmMediaEvents {
  /** The upload or transcode moved on (cya_self_service filmTranscode, on every socket of the uploader). */
  progressed(uploaderId: string, media: FilmMedia): Promise<void>;
}

export function createFilmMediaEvents(delivery: Pick<RealtimeDelivery, 'toUser'>): FilmMediaEvents {
  return {
    progressed: (uploaderId, media) =>
      delivery.toUser(uploaderId, frameOf(AppKey.SelfService, SelfServiceCommand.FilmTranscode, media)),
  };
}
