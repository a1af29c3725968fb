import { createHash, hkdfSync } from 'node:crypto';
import type { AutoLoginKeyAnswer } from '@limelight/protocol';

/**
 * The key of encoded passwords in automatic e-mail login links (spec 000 §2; docs/decisions/auto-login.md).
 * It is public by design (obfuscation, not secrecy), derived from the auth secret so that every process
 * publishes the same one without another setting; a new AUTH_SECRET makes a new key and `kid`.
 */
export function deriveAutoLoginKey(authSecret: Uint8Array): AutoLoginKeyAnswer {
  const key = Buffer.from(hkdfSync('sha256', authSecret, '', 'limelight auto-login key', 32));
  const kid = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  return { kid, key: key.toString('base64url') };
}
