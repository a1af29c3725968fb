import { createHash, randomBytes } from 'node:crypto';

/** A new bearer secret (refresh token, login token): 256 random bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Bearer secrets are stored as their SHA-256: a leaked table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
