import { hash, verify } from '@node-rs/argon2';

/** An argon2id hash (the library's defaults: 19 MiB, 2 passes) of a password or a one-time code. */
export function hashPassword(secret: string): Promise<string> {
  return hash(secret);
}

// Checked against when an account has no password, so that a miss takes as long as a wrong password.
let standInHash: Promise<string> | undefined;

/** Whether `secret` matches `passwordHash`; false, after the same work, when there is no hash. */
export async function verifyPassword(passwordHash: string | null, secret: string): Promise<boolean> {
  if (passwordHash !== null) return verify(passwordHash, secret);
  standInHash ??= hash('stand-in password of accounts without one');
  await verify(await standInHash, secret);
  return false;
}
