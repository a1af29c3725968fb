import { randomUUID } from 'node:crypto';
import type { LoginInfo, SocialLoginRequest, TokenAnswer } from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { AuthRepo } from './auth.repo.ts';
import type { IdentitiesRepo } from './identities.repo.ts';
import type { AuthService } from './auth.service.ts';
import type { AccountsService } from './accounts.service.ts';
import type { EmailVerificationService } from './emailVerification.service.ts';
import type { IdentityVerifier, VerifiedIdentity } from './oidcVerifier.ts';

export interface SocialLoginServiceDeps {
  repo: AuthRepo;
  identities: IdentitiesRepo;
  verifyIdentity: IdentityVerifier;
  sessions: AuthService;
  accounts: AccountsService;
  /** A provider's verified claim proves an address the caller's account holds. */
  verification: Pick<EmailVerificationService, 'markProved'>;
  now?: () => Date;
}

/** Social sign-in with OpenID Connect id tokens, and linking such identities to an account. */
export function createSocialLoginService(deps: SocialLoginServiceDeps) {
  const now = deps.now ?? (() => new Date());

  /**
   * The member an identity signs in as: the one it is linked to, else the member with its e-mail (now
   * linked) when that member verified it, else a new member with that e-mail, verified (the provider
   * asserts `email_verified`). A member holding the address unverified may be a squatter who registered
   * it first: signing the identity into that account would hand it to them, so it is refused (10037) until
   * the holder verifies the address or resets its password through it. Concurrent first sign-ins settle
   * on one.
   */
  async function memberFor(identity: VerifiedIdentity): Promise<string> {
    const linked = await deps.identities.findUserId(identity.provider, identity.subject);
    if (linked) return linked;
    const existing = await deps.repo.findCredentialsByEmail(identity.email);
    if (existing && existing.emailVerifiedAt === null) throw new ApiError('EmailNotVerified');
    const userId = existing?.id ?? randomUUID();
    if (!existing) {
      const isCreated = await deps.repo.insertMember({
        id: userId,
        email: identity.email,
        passwordHash: null,
        dob: null,
        emailVerifiedAt: now(),
      });
      if (!isCreated) return memberFor(identity);
    }
    await deps.identities.link({ ...identity, userId });
    return (await deps.identities.findUserId(identity.provider, identity.subject)) ?? userId;
  }

  return {
    /** spec 000 §7 socialLogin: verifies the provider's id token and signs its member in (a token pair). */
    async socialLogin(request: SocialLoginRequest): Promise<TokenAnswer> {
      const identity = await deps.verifyIdentity(request.provider, request.accessToken);
      return deps.sessions.startSession(await memberFor(identity), request.link);
    },

    /**
     * link type token: links a provider identity to the caller; 10036 when it signs in someone else. When
     * the provider vouches for the caller's own address, that address counts as verified.
     */
    async linkIdentity(userId: string, provider: string, idToken: string): Promise<LoginInfo> {
      const identity = await deps.verifyIdentity(provider, idToken);
      await deps.identities.link({ ...identity, userId });
      const owner = await deps.identities.findUserId(identity.provider, identity.subject);
      if (owner !== userId) throw new ApiError('IdentityInUse');
      await deps.verification.markProved(userId, identity.email);
      return deps.accounts.loginMethodsOf(userId);
    },
  };
}

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
