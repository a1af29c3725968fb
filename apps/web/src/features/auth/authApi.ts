import {
  ResponseCode,
  type ChangePasswordRequest,
  type ClaimAccountRequest,
  type Envelope,
  type LoginRequest,
  type ResetPasswordRequest,
} from '@limelight/protocol';
import { api } from '../../lib/api/index.ts';
import { isMember, useSessionStore, type TokenGrant } from '../../lib/session/index.ts';

// Every call here goes by name: logOut and the automatic login are in the first load, which must not load
// the contract (and zod) (docs/decisions/http-contract.md).

/** What a sign-up sends besides the guest id: the checked fields of the form. */
export interface Registration {
  email: string;
  password: string;
  dob: string;
}

/** spec 000 §4: a login or registration saves the tokens with their expiry; the member session replaces the guest. */
function keepMemberSession<A extends Envelope<TokenGrant | null>>(answer: A): A {
  if (answer.code === ResponseCode.Success && answer.data)
    useSessionStore.getState().saveSession(answer.data, { isGuest: false });
  return answer;
}

/** Logs in by e-mail and password. */
export async function logIn(credentials: Pick<LoginRequest, 'username' | 'password'>) {
  return keepMemberSession(await api.callByName('passport.login', { body: credentials }));
}

/**
 * Registers by e-mail (spec 000 §3 registration). A guest passes its id, so that the account keeps what the
 * guest did; the terms were accepted in the form.
 */
export async function register({ email, password, dob }: Registration) {
  const { session } = useSessionStore.getState();
  const guestId = session?.isGuest ? session.userId : undefined;
  return keepMemberSession(
    await api.callByName('passport.register', { body: { email, password, dob, terms: true, guestId } }),
  );
}

/** Logs in with the token of a login link (spec 000 §4: 3600 s and no refresh token). */
export async function logInByToken(token: string) {
  return keepMemberSession(await api.callByName('passport.loginByToken', { body: { token } }));
}

/** The owner of an account a host created sets its e-mail, password and dob; answers a fresh token pair. */
export async function claimAccount(request: ClaimAccountRequest) {
  return keepMemberSession(await api.callByName('users.claimAccount', { body: request }));
}

/** Changes the password; the server ends the other sessions and answers a fresh token pair for this one. */
export async function changePassword(request: ChangePasswordRequest) {
  return keepMemberSession(await api.callByName('passport.changePassword', { body: request }));
}

/** E-mails a reset code to the address; the answer's token ties the code to this request. */
export function requestResetPasswordCode(email: string) {
  return api.callByName('passport.getResetPasswordCode', { body: { username: email } });
}

/** Sets a new password with the e-mailed code, which logs the member in. */
export async function resetPassword(request: ResetPasswordRequest) {
  return keepMemberSession(await api.callByName('passport.resetPassword', { body: request }));
}

/**
 * Logs out (spec 000 §4): the server revokes the refresh token and closes this user's sockets, then the
 * session and its cached entries are forgotten here, whatever the server answered.
 */
export async function logOut(): Promise<void> {
  const { session } = useSessionStore.getState();
  if (isMember(session)) {
    try {
      await api.callByName('passport.logout', { body: { refreshToken: session.refreshToken || undefined } });
    } catch (error) {
      console.warn('The server did not take the logout', error);
    }
  }
  useSessionStore.getState().clearSession();
}

/** The key that opens encoded passwords of automatic-login addresses (docs/decisions/auto-login.md). */
export function fetchAutoLoginKey() {
  return api.callByName('passport.autoLoginKey', {});
}
