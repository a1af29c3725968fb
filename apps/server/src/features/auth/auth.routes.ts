import {
  changePasswordRequestSchema,
  checkCyaIdQuerySchema,
  claimAccountRequestSchema,
  createAccountRequestSchema,
  deleteAccountRequestSchema,
  linkRequestSchema,
  loginByTokenRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  registerRequestSchema,
  resetPasswordCodeRequestSchema,
  resetPasswordRequestSchema,
  socialLoginRequestSchema,
  updateCyaIdRequestSchema,
  verifyEmailRequestSchema,
  type AutoLoginKeyAnswer,
} from '@limelight/protocol';
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
  /** "Today" of the date-of-birth rule. */
  clock: () => Date;
}

const passport = (name: string) => `/api/passport/v1/${name}`;

/** Passport v1 (ARCHITECTURE wire conventions), guests, and the accounts hosts create and owners claim. */
export function registerAuthRoutes(
  router: ApiRouter,
  services: AuthServices,
  options: AuthRouteOptions,
): void {
  const { sessions, accounts, createdAccounts, passwordReset, socialLogin, verification } = services;
  const rateLimitPerMinute = options.authRateLimitPerMinute;

  router.implement(usersCalls.createGuest, ({ body }) => sessions.createGuest(body.eventId));
  router.post(
    passport('register'),
    { auth: 'optional', body: registerRequestSchema(options.clock), rateLimitPerMinute },
    ({ caller, body }) => accounts.register(caller, body),
  );
  router.post(passport('login'), { auth: 'none', body: loginRequestSchema, rateLimitPerMinute }, ({ body }) =>
    accounts.login(body),
  );
  router.post(
    passport('socialLogin'),
    { auth: 'none', body: socialLoginRequestSchema, rateLimitPerMinute },
    ({ body }) => socialLogin.socialLogin(body),
  );
  router.post(
    passport('loginByToken'),
    { auth: 'none', body: loginByTokenRequestSchema, rateLimitPerMinute },
    ({ body }) => createdAccounts.loginByToken(body.token),
  );
  router.post(
    passport('link'),
    { auth: 'member', body: linkRequestSchema, rateLimitPerMinute },
    ({ caller, body }) =>
      body.type === 'email'
        ? accounts.linkEmail(caller.userId, body.email, body.password)
        : socialLogin.linkIdentity(caller.userId, body.provider, body.accessToken),
  );
  router.implement(passportCalls.refreshToken, ({ body }) => sessions.refreshSession(body.refreshToken));
  router.post(passport('logout'), { auth: 'any', body: logoutRequestSchema }, async ({ caller, body }) => {
    await sessions.logout(caller, body);
    return null;
  });
  router.post(
    passport('delete'),
    { auth: 'member', body: deleteAccountRequestSchema, rateLimitPerMinute },
    async ({ caller, body }) => {
      await accounts.deleteAccount(caller.userId, body.password);
      return null;
    },
  );
  router.post(
    passport('changePassword'),
    { auth: 'member', body: changePasswordRequestSchema, rateLimitPerMinute },
    ({ caller, body }) => accounts.changePassword(caller.userId, body),
  );
  router.post(
    passport('getResetPasswordCode'),
    { auth: 'none', body: resetPasswordCodeRequestSchema, rateLimitPerMinute },
    ({ body }) => passwordReset.requestCode(body.username),
  );
  router.post(
    passport('resetPassword'),
    { auth: 'none', body: resetPasswordRequestSchema, rateLimitPerMinute },
    ({ body }) => passwordReset.resetPassword(body),
  );
  // The mailed link may be opened signed out; its short code needs the holder signed in.
  router.post(
    passport('verifyEmail'),
    { auth: 'optional', body: verifyEmailRequestSchema, rateLimitPerMinute },
    ({ caller, body }) => verification.verify(caller, body.code),
  );
  router.post(passport('resendVerification'), { auth: 'member', rateLimitPerMinute }, ({ caller }) =>
    verification.resend(caller.userId),
  );
  router.post(
    passport('updateCyaId'),
    { auth: 'member', body: updateCyaIdRequestSchema },
    ({ caller, body }) => accounts.updateCyaId(caller.userId, body.updatedCyaId),
  );
  router.get(passport('autoLoginKey'), { auth: 'none' }, async () => options.autoLoginKey);
  router.get(passport('checkCyaId'), { auth: 'any', query: checkCyaIdQuerySchema }, ({ caller, query }) =>
    accounts.checkCyaId(caller.userId, query.cyaId),
  );
  router.post(
    '/api/user/v1/createAccount',
    { auth: 'member', body: createAccountRequestSchema, rateLimitPerMinute },
    ({ caller, body }) => createdAccounts.createAccount(caller.userId, body),
  );
  router.post(
    '/api/user/v1/claimAccount',
    { auth: 'member', body: claimAccountRequestSchema(options.clock), rateLimitPerMinute },
    ({ caller, body }) => createdAccounts.claimAccount(caller.userId, body),
  );
}
