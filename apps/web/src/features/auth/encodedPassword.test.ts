import { describe, expect, it } from 'vitest';
import { decryptEncodedPassword } from './encodedPassword.ts';

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** What the server does: a random 12-byte IV, then AES-GCM, both base64url together. */
async function encodeWithNewKey(password: string) {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(password)),
  );
  const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', key));
  return {
    published: { kid: 'k-2026', key: toBase64Url(rawKey) },
    epw: toBase64Url(new Uint8Array([...iv, ...sealed])),
  };
}

describe('epw: the password encrypted with the published key (spec 000 §2 "encoded password")', () => {
  it('decrypts base64url(IV ‖ AES-GCM ciphertext) with the raw 256-bit key', async () => {
    const { published, epw } = await encodeWithNewKey('correct horse ✓ 密码');
    await expect(decryptEncodedPassword(epw, published)).resolves.toBe('correct horse ✓ 密码');
  });

  it('refuses a value sealed with another key, naming the key tried', async () => {
    const first = await encodeWithNewKey('pw-one-two');
    const second = await encodeWithNewKey('pw-one-two');
    await expect(decryptEncodedPassword(first.epw, second.published)).rejects.toThrow(
      'The encoded password does not open with key k-2026',
    );
  });

  it('refuses a value too short to hold an IV and a ciphertext', async () => {
    const { published } = await encodeWithNewKey('x');
    await expect(decryptEncodedPassword('AAAA', published)).rejects.toThrow('too short');
  });
});
