import { createHmac, timingSafeEqual } from 'node:crypto';
import { localFilesPath } from './fileStorage.ts';

/**
 * Private files (keys under `private/`) are served only at addresses the server signed, for a while
 * (docs/decisions/stage-recordings.md "Who may fetch a file"): a `<video>` element sends no bearer token,
 * so the right to fetch travels in the address, checked on every range request.
 */
export interface SignedFileUrls {
  /** The address of a private file, good until `expiresAt`. */
  urlOf(key: string, expiresAt: Date): string;
  /** Whether a request for `key` carries a signature of it that has not expired. */
  isValid(key: string, query: { expires?: unknown; signature?: unknown }): boolean;
}

const privatePrefix = 'private/';

/** Whether a key names a private file: never served without a signed address. */
export const isPrivateFileKey = (key: string): boolean => key.startsWith(privatePrefix);

/** A private key in a folder (a feature's), for a file name the server chose. */
export const privateFileKey = (folder: string, name: string): string => `${privatePrefix}${folder}/${name}`;

export function createSignedFileUrls(authSecret: Uint8Array, now: () => Date): SignedFileUrls {
  // Its own key, derived from the server secret, never the access tokens'.
  const key = createHmac('sha256', authSecret).update('limelight signed files').digest();
  const signatureOf = (fileKey: string, expires: number) =>
    createHmac('sha256', key).update(`${fileKey}\n${expires}`).digest('base64url');
  return {
    urlOf(fileKey, expiresAt) {
      const expires = expiresAt.getTime();
      return `${localFilesPath}${fileKey}?expires=${expires}&signature=${signatureOf(fileKey, expires)}`;
    },
    isValid(fileKey, query) {
      const expires = Number(query.expires);
      if (!Number.isSafeInteger(expires) || expires <= now().getTime()) return false;
      if (typeof query.signature !== 'string') return false;
      const expected = Buffer.from(signatureOf(fileKey, expires));
      const given = Buffer.from(query.signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
