import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A new bearer secret (refresh token, login token): 256 random bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A one-time code of `digits` decimal digits (reset and verification codes), leading zeros kept. */
export function newNumericCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** Bearer secrets are stored as their SHA-256: a leaked table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
