import type { Film } from '@limelight/protocol';
import { formatClockDuration } from '../../lib/clock/index.ts';

/** spec 000 §2 `/movie/:id/play`: a film's page, its detail for someone who cannot watch it, else its player. */
export const filmPlayPathOf = (film: Pick<Film, 'filmId'>) =>
  `/movie/${encodeURIComponent(film.filmId)}/play`;

/** How long the film runs (m:ss or h:mm:ss), or undefined before its source was probed. */
export function runtimeTextOf(film: Pick<Film, 'media'>): string | undefined {
  const { runtimeS } = film.media;
  return runtimeS === null ? undefined : formatClockDuration(Math.round(runtimeS));
}
