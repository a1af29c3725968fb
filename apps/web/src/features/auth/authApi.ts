import { ResponseCode, type Envelope } from '@limelight/protocol';
import { api } from '../../lib/api/index.ts';
import { useSessionStore, type TokenGrant } from '../../lib/session/index.ts';
import type { LoginCredentials } from './loginForm.ts';

const AuthPath = {
  Login: '/api/passport/v1/login',
  Logout: '/api/passport/v1/logout',
} as const;

/** Logs in by e-mail and password; on success the member's tokens replace the guest session. */
export async function logIn({ email, password }: LoginCredentials): Promise<Envelope<TokenGrant>> {
  const answer = await api.post<TokenGrant>(AuthPath.Login, { username: email, password });
  if (answer.code === ResponseCode.Success)
    useSessionStore.getState().saveSession(answer.data, { isGuest: false });
  return answer;
}

/** Logs out: tells the server, then forgets the session locally whatever the server answered. */
export async function logOut(): Promise<void> {
  try {
    await api.post(AuthPath.Logout);
  } catch (error) {
    console.warn('The server did not take the logout', error);
  }
  useSessionStore.getState().clearSession();
}
