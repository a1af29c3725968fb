import { randomUUID } from 'node:crypto';
import {
  crossesAdulthood,
  type ClaimAccountRequest,
  type CreateAccountAnswer,
  type CreateAccountRequest,
  type TokenAnswer,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { IsOwnerOrHasRole } from '../roles/index.ts';
import type { AuthRepo } from './auth.repo.ts';
import type { AuthService, InviteLinkRedeemer } from './auth.service.ts';
import type { EmailVerificationService } from './emailVerification.service.ts';
import { usernameTaken } from './accounts.service.ts';
import { hashPassword } from './passwordHasher.ts';
import { hashToken, newSecretToken } from './tokenHash.ts';
import type { AttachUploads } from '../../platform/storage/uploadRegistry.ts';

export interface CreatedAccountsServiceDeps {
  repo: AuthRepo;
  sessions: AuthService;
  redeemInviteLink: InviteLinkRedeemer;
  /** Mails a verification for the address the owner claims the account with. */
  verification: Pick<EmailVerificationService, 'sendAfterAddressSet'>;
  /** Whether a person created an event or holds one of `roles` on it (the roles feature). */
  isOwnerOrHasRole: IsOwnerOrHasRole;
  publicUrl: string;
  /** The avatar named by address keeps its upload (uploads are collected otherwise). */
  attachUploads: AttachUploads;
  now?: () => Date;
}

// Long enough for the owner to open the host's link; it stops working once the account is claimed.
const loginTokenTtlMs = 7 * 24 * 3600 * 1000;

/**
 * Accounts a host creates for someone (spec 000 §7 createAccount): the host hands over a login link; its
 * token signs the owner in (loginByToken, spec 000 §4: 3600 s, no refresh token) until the owner claims
 * the account with an e-mail, password and dob (claimAccount).
 */
export function createCreatedAccountsService(deps: CreatedAccountsServiceDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    /** Creates a member with a username and avatar only, and its login link to `/claimAccount`. */
    async createAccount(hostId: string, request: CreateAccountRequest): Promise<CreateAccountAnswer> {
      // Accounts are made for an event's guests of honour: only its owner and hosts may make them (4003).
      if (!(await deps.isOwnerOrHasRole(request.eventId, hostId, ['host']))) throw new ApiError('Forbidden');
      const userId = randomUUID();
      const isCreated = await deps.repo.insertMember({
        id: userId,
        email: null,
        passwordHash: null,
        dob: null,
        username: request.username,
        avatar: request.avatar ?? null,
        createdById: hostId,
      });
      if (!isCreated) throw usernameTaken();
      await deps.attachUploads([request.avatar]);
      const loginToken = newSecretToken();
      await deps.repo.insertLoginToken({
        tokenHash: hashToken(loginToken),
        userId,
        expiresAt: new Date(now().getTime() + loginTokenTtlMs),
      });
      if (request.link !== undefined) await deps.redeemInviteLink(request.link, userId);
      const loginUrl = new URL('/claimAccount', deps.publicUrl);
      loginUrl.searchParams.set('token', loginToken);
      loginUrl.searchParams.set('eventId', request.eventId);
      return { userId, loginToken, loginUrl: loginUrl.href };
    },

    /** spec 000 §4 login by token: an access token of 3600 s and an empty refresh token; 10034 when invalid. */
    async loginByToken(token: string): Promise<TokenAnswer> {
      const row = await deps.repo.findLoginToken(hashToken(token));
      if (!row || row.expiresAt.getTime() <= now().getTime()) throw new ApiError('LoginTokenInvalid');
      return deps.sessions.startTokenLogin(row.userId);
    },

    /**
     * The owner takes over a created account: e-mail, password and dob are set, the login link stops
     * working and every earlier session ends (whoever held the link); answers a fresh token pair.
     */
    async claimAccount(userId: string, request: ClaimAccountRequest): Promise<TokenAnswer> {
      const account = await deps.repo.findCredentialsById(userId);
      if (!account) throw new ApiError('AccountUnavailable');
      // An account with an e-mail login was claimed already, or was never a created one.
      if (account.email !== null) throw new ApiError('Conflict');
      // docs/decisions/age-policy.md: a birth date set before the claim moves across 18 only through the operators.
      if (crossesAdulthood(account.dob, request.dob, new Date())) throw new ApiError('BirthDateLocked');
      const login = {
        email: request.email,
        passwordHash: await hashPassword(request.password),
        dob: request.dob,
      };
      if (!(await deps.repo.setEmailLogin(userId, login))) throw usernameTaken();
      await deps.repo.deleteLoginTokens(userId);
      await deps.sessions.endAllSessions(userId);
      await deps.verification.sendAfterAddressSet(userId);
      return deps.sessions.startSession(userId);
    },
  };
}

export type CreatedAccountsService = ReturnType<typeof createCreatedAccountsService>;
