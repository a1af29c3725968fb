import type { FilmMedia } from '@limelight/protocol';

/** A film's picture as the films feature shows it: its transcode's state, and the frames ffmpeg took. */
export type FilmMediaView = FilmMedia & { posterUrl: string | null; thumbnailUrl: string | null };

/**
 * What a viewer who may watch gets to play a film: the signed master playlist, until when, and the cookie
 * scoped to the film's segments that the play route sets on its answer.
 */
export interface PlaybackGrant {
  playlistUrl: string;
  expiresAt: string;
  cookie: { name: string; value: string; path: string; maxAgeS: number };
}

/**
 * The film media feature (features/filmMedia: tus upload, transcode, HLS serving), as the films feature
 * uses it. The composition root gives the real one; tests give a fake of this interface.
 */
export interface FilmMediaPort {
  /** The media of these films; a film with no media yet answers state 'awaitingUpload'. */
  mediaOf(filmIds: readonly string[]): Promise<Map<string, FilmMediaView>>;
  /** A playback grant for a viewer the films feature let watch; ApiError('FilmNotReady') unless ready. */
  playbackGrant(filmId: string, viewerId: string): Promise<PlaybackGrant>;
  /** Removes a film's source, renditions and frames (the film is being deleted). */
  removeMedia(filmId: string): Promise<void>;
  /** Whether the film's video was uploaded (whatever its transcode's state). */
  hasVideo(filmId: string): Promise<boolean>;
}

/** The media of a film that has none yet, as the transcode call reports it. */
export function awaitingUploadMedia(filmId: string): FilmMedia {
  return { filmId, state: 'awaitingUpload', percent: 0, error: null, heights: [], runtimeS: null };
}

/** The media of a film that has none yet, as the films feature shows it. */
export function awaitingUploadOf(filmId: string): FilmMediaView {
  return { ...awaitingUploadMedia(filmId), posterUrl: null, thumbnailUrl: null };
}
