/** The server's published key for encoded passwords (`GET /api/passport/v1/autoLoginKey`). */
export interface AutoLoginKey {
  /** Names the key, so that a link made with an older one can be told apart. */
  kid: string;
  /** The raw AES-GCM 256 key, base64url. */
  key: string;
}

const ivBytes = 12;

function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Decrypts an `epw` value: base64url of a 12-byte IV followed by the AES-GCM ciphertext and tag. This keeps the
 * password out of plain-text logs; it is obfuscation, not secrecy, since the key is public
 * (docs/decisions/auto-login.md). WebCrypto needs a secure context (https or localhost).
 */
export async function decryptEncodedPassword(
  encodedPassword: string,
  { kid, key }: AutoLoginKey,
): Promise<string> {
  const sealed = decodeBase64Url(encodedPassword);
  if (sealed.length <= ivBytes) throw new Error('The encoded password is too short');
  const aesKey = await crypto.subtle.importKey('raw', decodeBase64Url(key), { name: 'AES-GCM' }, false, [
    'decrypt',
  ]);
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.slice(0, ivBytes) },
      aesKey,
      sealed.slice(ivBytes),
    );
    return new TextDecoder().decode(plain);
  } catch (cause) {
    throw new Error(`The encoded password does not open with key ${kid}`, { cause });
  }
}
