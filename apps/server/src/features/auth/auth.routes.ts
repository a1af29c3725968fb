import type { AutoLoginKeyAnswer } from '@limelight/protocol';
import { passportCalls, usersCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { AuthService } from './auth.service.ts';
import type { AccountsService } from './accounts.service.ts';
import type { CreatedAccountsService } from './createdAccounts.service.ts';
import type { EmailVerificationService } from './emailVerification.service.ts';
import type { PasswordResetService } from './passwordReset.service.ts';
import type { SocialLoginService } from './socialLogin.service.ts';

export interface AuthServices {
  sessions: AuthService;
  accounts: AccountsService;
  createdAccounts: CreatedAccountsService;
  passwordReset: PasswordResetService;
  socialLogin: SocialLoginService;
  verification: EmailVerificationService;
}

export interface AuthRouteOptions {
  /** Per-address limit of the routes that check a secret (passwords, codes, tokens). */
  authRateLimitPerMinute: number;
  /** The published key of encoded passwords in automatic login links. */
  autoLoginKey: AutoLoginKeyAnswer;
}

/**
 * Passport v1 (ARCHITECTURE wire conventions), guests, and the accounts hosts create and owners claim: the
 * passport group and part of the users group of the HTTP contract.
 */
export function registerAuthRoutes(
  router: ApiRouter,
  services: AuthServices,
  options: AuthRouteOptions,
): void {
  const { sessions, accounts, createdAccounts, passwordReset, socialLogin, verification } = services;
  const secretCheck = { rateLimitPerMinute: options.authRateLimitPerMinute };
  const calls = passportCalls;

  router.implement(usersCalls.createGuest, ({ body }) => sessions.createGuest(body.eventId));
  router.implement(calls.register, ({ caller, body }) => accounts.register(caller, body), secretCheck);
  router.implement(calls.login, ({ body }) => accounts.login(body), secretCheck);
  router.implement(calls.socialLogin, ({ body }) => socialLogin.socialLogin(body), secretCheck);
  router.implement(calls.loginByToken, ({ body }) => createdAccounts.loginByToken(body.token), secretCheck);
  router.implement(
    calls.link,
    ({ caller, body }) =>
      body.type === 'email'
        ? accounts.linkEmail(caller.userId, body.email, body.password)
        : socialLogin.linkIdentity(caller.userId, body.provider, body.accessToken),
    secretCheck,
  );
  router.implement(calls.refreshToken, ({ body }) => sessions.refreshSession(body.refreshToken));
  router.implement(calls.logout, async ({ caller, body }) => {
    await sessions.logout(caller, body);
    return null;
  });
  router.implement(
    calls.deleteAccount,
    async ({ caller, body }) => {
      await accounts.deleteAccount(caller.userId, body.password);
      return null;
    },
    secretCheck,
  );
  router.implement(
    calls.changePassword,
    ({ caller, body }) => accounts.changePassword(caller.userId, body),
    secretCheck,
  );
  router.implement(
    calls.getResetPasswordCode,
    ({ body }) => passwordReset.requestCode(body.username),
    secretCheck,
  );
  router.implement(calls.resetPassword, ({ body }) => passwordReset.resetPassword(body), secretCheck);
  // The mailed link may be opened signed out; its short code needs the holder signed in.
  router.implement(
    calls.verifyEmail,
    ({ caller, body }) => verification.verify(caller, body.code),
    secretCheck,
  );
  router.implement(calls.resendVerification, ({ caller }) => verification.resend(caller.userId), secretCheck);
  router.implement(calls.updateCyaId, ({ caller, body }) =>
    accounts.updateCyaId(caller.userId, body.updatedCyaId),
  );
  router.implement(calls.autoLoginKey, async () => options.autoLoginKey);
  router.implement(calls.checkCyaId, ({ caller, query }) => accounts.checkCyaId(caller.userId, query.cyaId));
  router.implement(
    usersCalls.createAccount,
    ({ caller, body }) => createdAccounts.createAccount(caller.userId, body),
    secretCheck,
  );
  router.implement(
    usersCalls.claimAccount,
    ({ caller, body }) => createdAccounts.claimAccount(caller.userId, body),
    secretCheck,
  );
}
