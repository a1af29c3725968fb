import { randomUUID } from 'node:crypto';
import {
  Messages,
  type ChangePasswordRequest,
  type CheckCyaIdAnswer,
  type LoginInfo,
  type LoginRequest,
  type RegisterRequest,
  type TokenAnswer,
  type UpdateCyaIdAnswer,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { AuthRepo } from './auth.repo.ts';
import type { IdentitiesRepo } from './identities.repo.ts';
import type { AuthService } from './auth.service.ts';
import type { LoginBackoff } from './loginBackoff.service.ts';
import type { EmailVerificationService } from './emailVerification.service.ts';
import { hashPassword, verifyPassword } from './passwordHasher.ts';

export interface AccountsServiceDeps {
  repo: AuthRepo;
  identities: IdentitiesRepo;
  sessions: AuthService;
  /** Mails a verification whenever an account's address is set or changed. */
  verification: Pick<EmailVerificationService, 'sendAfterAddressSet'>;
  /** The configured social-login providers: `info` answers a flag for each. */
  socialProviders: readonly string[];
  loginBackoff: LoginBackoff;
}

/** spec 000 §5: the e-mail is the sign-in name, so a taken address is a taken username. */
export const usernameTaken = () => new ApiError('Conflict', Messages.usernameTaken);

/** Registration, e-mail login, passwords, deletion, the cyaId handle and the ways an account signs in. */
export function createAccountsService(deps: AccountsServiceDeps) {
  const { repo, sessions, verification } = deps;

  /** An account that exists, or 10027 (it was deleted while its token lived). */
  async function credentialsOf(userId: string) {
    const account = await repo.findCredentialsById(userId);
    if (!account) throw new ApiError('AccountUnavailable');
    return account;
  }

  /** spec 000 §3 `info`: the account's e-mail, whether it has a password, and a flag per social provider. */
  async function loginMethodsOf(userId: string): Promise<LoginInfo> {
    const [account, providers] = await Promise.all([
      credentialsOf(userId),
      deps.identities.providersOf(userId),
    ]);
    return {
      email: account.email,
      hasPassword: account.passwordHash !== null,
      social: Object.fromEntries(deps.socialProviders.map((name) => [name, providers.includes(name)])),
    };
  }

  return {
    loginMethodsOf,

    /**
     * spec 000 §3 registration: a member with e-mail, password and dob; with `guestId`, that guest becomes
     * the member in place (same id, so what it did stays its own) and the answer carries `guestId`. Only the
     * guest itself may convert it: a guest id is no secret, its token is.
     */
    async register(caller: Caller | null, request: RegisterRequest): Promise<TokenAnswer> {
      const member = {
        email: request.email,
        passwordHash: await hashPassword(request.password),
        dob: request.dob,
      };
      if (request.guestId === undefined) {
        const userId = randomUUID();
        if (!(await repo.insertMember({ id: userId, ...member }))) throw usernameTaken();
        await verification.sendAfterAddressSet(userId);
        return sessions.startSession(userId, request.link);
      }
      const { guestId } = request;
      if (caller?.kind !== 'guest' || caller.userId !== guestId) throw new ApiError('Forbidden');
      const outcome = await repo.convertGuest(guestId, member);
      if (outcome === 'taken') throw usernameTaken();
      if (outcome === 'notAGuest') throw new ApiError('Forbidden');
      // The guest token names a guest; it must not outlive the conversion (spec 000 §4: guest id cleared).
      await sessions.revokeAllTokens(guestId);
      await verification.sendAfterAddressSet(guestId);
      return { ...(await sessions.startSession(guestId, request.link)), guestId };
    },

    /**
     * spec 000 §5 login by e-mail and password; 10031 for a wrong pair, the banned message for a banned
     * account, 3000 while the account is backed off after failed attempts (even with the right password).
     */
    async login(request: LoginRequest): Promise<TokenAnswer> {
      const account = await repo.findCredentialsByEmail(request.username);
      if (account) await deps.loginBackoff.admitAttempt(account.id);
      const isMatch = await verifyPassword(account?.passwordHash ?? null, request.password);
      if (!account || !isMatch) throw new ApiError('IncorrectCredentials');
      await deps.loginBackoff.succeeded(account.id);
      return sessions.startSession(account.id, request.link);
    },

    /** Changes the password and ends every other session; answers a fresh token pair. */
    async changePassword(userId: string, request: ChangePasswordRequest): Promise<TokenAnswer> {
      const account = await credentialsOf(userId);
      if (!(await verifyPassword(account.passwordHash, request.oldPassword)))
        throw new ApiError('IncorrectPassword');
      await repo.setPasswordHash(userId, await hashPassword(request.newPassword));
      await sessions.endAllSessions(userId);
      return sessions.startSession(userId);
    },

    /** Deletes the caller's account (the password confirms it when there is one) and ends its sessions. */
    async deleteAccount(userId: string, password: string | undefined): Promise<void> {
      const account = await credentialsOf(userId);
      const isConfirmed =
        account.passwordHash === null || (await verifyPassword(account.passwordHash, password ?? ''));
      if (!isConfirmed) throw new ApiError('IncorrectPassword');
      await repo.deleteUser(userId);
      await sessions.endAllSessions(userId);
    },

    /**
     * link type email: sets the e-mail login. With a password already, `password` must be it and only the
     * address changes; without one, `password` becomes the password. A new address is unverified until
     * the mailed code comes back.
     */
    async linkEmail(userId: string, email: string, password: string): Promise<LoginInfo> {
      const account = await credentialsOf(userId);
      if (account.passwordHash !== null && !(await verifyPassword(account.passwordHash, password))) {
        throw new ApiError('IncorrectPassword');
      }
      const passwordHash = account.passwordHash === null ? await hashPassword(password) : undefined;
      if (!(await repo.setEmailLogin(userId, { email, passwordHash }))) throw usernameTaken();
      if (account.email !== email) await verification.sendAfterAddressSet(userId);
      return loginMethodsOf(userId);
    },

    /** spec 000 §5: sets the caller's cyaId, unique whatever its case. */
    async updateCyaId(userId: string, cyaId: string): Promise<UpdateCyaIdAnswer> {
      if (!(await repo.setCyaId(userId, cyaId))) throw usernameTaken();
      return { cyaId };
    },

    /** Whether a cyaId is free for the caller: nobody else holds it, in any case. */
    async checkCyaId(callerId: string, cyaId: string): Promise<CheckCyaIdAnswer> {
      const holder = await repo.findCyaIdHolder(cyaId);
      return { cyaId, isAvailable: holder === undefined || holder === callerId };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
