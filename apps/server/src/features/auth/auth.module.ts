import type { Kysely } from 'kysely';
import { createAccountAuthCache } from '../../platform/auth/accountAuthCache.ts';
import type { TokenSigner } from '../../platform/auth/tokens.ts';
import type { Bus } from '../../platform/bus/bus.ts';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import type { UploadRegistry } from '../../platform/storage/uploadRegistry.ts';
import type { IsOwnerOrHasRole } from '../roles/index.ts';
import { createAccountsService } from './accounts.service.ts';
import { createAuthRepo } from './auth.repo.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { createAuthService, type InviteLinkRedeemer } from './auth.service.ts';
import { deriveAutoLoginKey } from './autoLoginKey.ts';
import { createCreatedAccountsService } from './createdAccounts.service.ts';
import { createEmailVerificationService } from './emailVerification.service.ts';
import { createEmailVerificationsRepo } from './emailVerifications.repo.ts';
import { createIdentitiesRepo } from './identities.repo.ts';
import { createLoginBackoff } from './loginBackoff.service.ts';
import { createLoginBackoffRepo } from './loginBackoff.repo.ts';
import { createOidcVerifier } from './oidcVerifier.ts';
import { createPasswordResetService } from './passwordReset.service.ts';
import { createPasswordResetsRepo } from './passwordResets.repo.ts';
import { createSocialLoginService } from './socialLogin.service.ts';
import { createSuspensionsRepo } from './suspensions.repo.ts';
import { createSuspensionsService } from './suspensions.service.ts';

export interface AuthModuleDeps {
  db: Kysely<Database>;
  config: Pick<
    Config,
    | 'authSecret'
    | 'accessTokenTtlSeconds'
    | 'refreshTokenTtlSeconds'
    | 'guestTokenTtlSeconds'
    | 'oidcProviders'
    | 'publicUrl'
    | 'authRateLimitPerMinute'
  >;
  clock: () => Date;
  bus: Bus;
  tokens: TokenSigner;
  delivery: RealtimeDelivery;
  mailer: Mailer;
  uploads: Pick<UploadRegistry, 'attach'>;
  /** Records a sign-in through an invitation link (the users feature). */
  redeemInviteLink: InviteLinkRedeemer;
  /** Whether a person created an event or holds one of `roles` on it (the roles feature). */
  isOwnerOrHasRole: IsOwnerOrHasRole;
}

/**
 * Accounts and sessions: the passport routes, and for the platform and the other features the sessions
 * service, the per-process cache of accounts' token versions and bans (closed when the module stops),
 * the login methods of an account and the mail that verifies a new address.
 */
export async function createAuthModule(deps: AuthModuleDeps) {
  const { db, config, clock } = deps;
  const repo = createAuthRepo(db);
  const accountAuth = await createAccountAuthCache(repo.findAuthState, deps.bus);
  const sessions = createAuthService({
    repo,
    tokens: deps.tokens,
    accountAuth,
    delivery: deps.delivery,
    redeemInviteLink: deps.redeemInviteLink,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    guestTokenTtlSeconds: config.guestTokenTtlSeconds,
  });
  const identities = createIdentitiesRepo(db);
  const loginBackoff = createLoginBackoff({ repo: createLoginBackoffRepo(db), now: clock });
  const verification = createEmailVerificationService({
    repo: createEmailVerificationsRepo(db),
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    now: clock,
  });
  const accounts = createAccountsService({
    repo,
    identities,
    sessions,
    verification,
    socialProviders: Object.keys(config.oidcProviders),
    loginBackoff,
  });
  const services = {
    sessions,
    accounts,
    createdAccounts: createCreatedAccountsService({
      repo,
      sessions,
      redeemInviteLink: deps.redeemInviteLink,
      verification,
      isOwnerOrHasRole: deps.isOwnerOrHasRole,
      publicUrl: config.publicUrl,
      attachUploads: deps.uploads.attach,
    }),
    passwordReset: createPasswordResetService({
      repo,
      resets: createPasswordResetsRepo(db),
      sessions,
      mailer: deps.mailer,
      loginBackoff,
      verification,
    }),
    socialLogin: createSocialLoginService({
      repo,
      identities,
      verifyIdentity: createOidcVerifier(config.oidcProviders),
      sessions,
      accounts,
      verification,
    }),
    verification,
  };
  const module: FeatureModule = {
    name: 'auth',
    routes: ({ router }) =>
      registerAuthRoutes(router, services, {
        authRateLimitPerMinute: config.authRateLimitPerMinute,
        autoLoginKey: deriveAutoLoginKey(config.authSecret),
      }),
    stop: () => accountAuth.close(),
  };
  return {
    module,
    sessions,
    accountAuth,
    loginMethodsOf: accounts.loginMethodsOf,
    sendEmailVerification: verification.sendAfterAddressSet,
    /** Platform-wide suspensions, which the operators impose and lift (docs/decisions/operator.md). */
    suspensions: createSuspensionsService({
      repo: createSuspensionsRepo(db),
      accountAuth,
      delivery: deps.delivery,
    }),
  };
}
