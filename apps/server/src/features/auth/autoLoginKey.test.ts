import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveAutoLoginKey } from './autoLoginKey.ts';

const secret = (text: string) => new TextEncoder().encode(text);

describe('auto-login key', () => {
  it('is the same for the same secret and differs with another, kid included', () => {
    const first = deriveAutoLoginKey(secret('one secret of at least thirty-two characters'));
    expect(deriveAutoLoginKey(secret('one secret of at least thirty-two characters'))).toEqual(first);
    const other = deriveAutoLoginKey(secret('another secret of thirty-two characters!!'));
    expect(other.key).not.toBe(first.key);
    expect(other.kid).not.toBe(first.kid);
  });

  it('is a raw AES-GCM-256 key that opens what it sealed, as the web client decrypts', async () => {
    const { key } = deriveAutoLoginKey(secret('one secret of at least thirty-two characters'));
    const raw = Buffer.from(key, 'base64url');
    expect(raw).toHaveLength(32);
    const aes = await webcrypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, [
      'encrypt',
      'decrypt',
    ]);
    const iv = webcrypto.getRandomValues(new Uint8Array(12));
    const sealed = await webcrypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      aes,
      new TextEncoder().encode('pässword'),
    );
    const opened = await webcrypto.subtle.decrypt({ name: 'AES-GCM', iv }, aes, sealed);
    expect(new TextDecoder().decode(opened)).toBe('pässword');
  });
});
