/**
 * spec 000 §2 guard: an address may carry `username` plus `password`, or `username` plus `epw` (the password
 * encrypted with the server's published key), to log in automatically. Decision: docs/decisions/auto-login.md.
 */
const AutoLoginParam = { Username: 'username', Password: 'password', EncodedPassword: 'epw' } as const;

/** The credentials an address carries: the password itself or its encrypted form. */
export type AutoLoginCredentials =
  { username: string; password: string } | { username: string; encodedPassword: string };

/** The credentials of the query, or null when it carries no complete pair. */
export function readAutoLoginCredentials(search: string): AutoLoginCredentials | null {
  const query = new URLSearchParams(search);
  const username = query.get(AutoLoginParam.Username)?.trim();
  if (!username) return null;
  const password = query.get(AutoLoginParam.Password);
  if (password) return { username, password };
  const encodedPassword = query.get(AutoLoginParam.EncodedPassword);
  return encodedPassword ? { username, encodedPassword } : null;
}

/** Whether the query asks for an automatic login (cheap enough for every navigation). */
export function hasAutoLoginCredentials(search: string): boolean {
  return readAutoLoginCredentials(search) !== null;
}

/** The same address without the credentials, so that they leave the address bar and the history. */
export function addressWithoutCredentials({
  pathname,
  search,
  hash,
}: {
  pathname: string;
  search: string;
  hash: string;
}): string {
  const query = new URLSearchParams(search);
  for (const name of Object.values(AutoLoginParam)) query.delete(name);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}
