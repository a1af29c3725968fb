import { createHmac, timingSafeEqual } from 'node:crypto';
import { FilmLimit } from '@limelight/protocol';

/** The cookie a browser sends with a film's playlists and segments: one per film, by its path. */
export interface PlaybackCookie {
  name: string;
  value: string;
  /** The film's media path: the browser sends it there only. */
  path: string;
  maxAgeS: number;
}

/** One name for every film: the cookie's path keeps each film's apart. */
export const playbackCookieName = 'limelight_film';

/** The path under which a film's playlists and segments are served, and its cookie is sent. */
export const filmMediaPathOf = (filmId: string) => `${FilmLimit.mediaPath}/${encodeURIComponent(filmId)}/`;

/**
 * Signs and checks playback cookies (docs/decisions/films-media.md "The cookie"): the value names the
 * viewer and the expiry and is an HMAC of film, viewer and expiry, with a key of its own derived from the
 * server secret (as signedFileUrls.ts does), so a cookie of one film opens no other, and none opens after
 * its expiry.
 */
export function createPlaybackCookies(authSecret: Uint8Array, now: () => Date) {
  const key = createHmac('sha256', authSecret).update('limelight film playback').digest();
  const signatureOf = (filmId: string, viewerId: string, expiresMs: number) =>
    createHmac('sha256', key).update(`${filmId}\n${viewerId}\n${expiresMs}`).digest('base64url');

  return {
    /** A cookie letting `viewerId` fetch `filmId`'s media for `ttlS` from `issuedAt`. */
    cookieOf(filmId: string, viewerId: string, issuedAt: Date, ttlS: number): PlaybackCookie {
      const expiresMs = issuedAt.getTime() + ttlS * 1000;
      const viewer = Buffer.from(viewerId).toString('base64url');
      return {
        name: playbackCookieName,
        value: `${expiresMs}.${viewer}.${signatureOf(filmId, viewerId, expiresMs)}`,
        path: filmMediaPathOf(filmId),
        maxAgeS: ttlS,
      };
    },

    /** Whether a cookie value opens `filmId`'s media now. */
    opens(filmId: string, value: string): boolean {
      const [expiresText = '', viewer = '', signature = ''] = value.split('.');
      const expiresMs = Number(expiresText);
      if (!Number.isSafeInteger(expiresMs) || expiresMs <= now().getTime()) return false;
      const expected = Buffer.from(
        signatureOf(filmId, Buffer.from(viewer, 'base64url').toString(), expiresMs),
      );
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type PlaybackCookies = ReturnType<typeof createPlaybackCookies>;

/** The values of every cookie called `name` in a Cookie header (one per matching path, most specific first). */
export function cookieValuesOf(header: string | undefined, name: string): string[] {
  if (!header) return [];
  return header.split(';').flatMap((pair) => {
    const at = pair.indexOf('=');
    return at > 0 && pair.slice(0, at).trim() === name ? [pair.slice(at + 1).trim()] : [];
  });
}
