import { randomUUID } from 'node:crypto';
import type { ResetPasswordCodeAnswer, ResetPasswordRequest, TokenAnswer } from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { AuthRepo } from './auth.repo.ts';
import type { PasswordResetsRepo } from './passwordResets.repo.ts';
import type { AuthService } from './auth.service.ts';
import type { LoginBackoff } from './loginBackoff.service.ts';
import type { EmailVerificationService } from './emailVerification.service.ts';
import { hashPassword, verifyPassword } from './passwordHasher.ts';
import { newNumericCode } from './tokenHash.ts';

export interface PasswordResetServiceDeps {
  repo: AuthRepo;
  resets: PasswordResetsRepo;
  sessions: AuthService;
  mailer: Mailer;
  /** A reset proves the mailbox: it ends the account's login back-off. */
  loginBackoff: Pick<LoginBackoff, 'succeeded'>;
  /** A code that came back from the account's mailbox proves the address too. */
  verification: Pick<EmailVerificationService, 'markProved'>;
  now?: () => Date;
}

const codeTtlMinutes = 15;
const maxAttempts = 5;

/** Password reset by a 6-digit code e-mailed to the account's address. */
export function createPasswordResetService(deps: PasswordResetServiceDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * E-mails a code valid 15 minutes for 5 attempts and answers the request's `token`. Unknown addresses
     * get a token too, after the same hashing work, so that answers do not tell which addresses exist.
     */
    async requestCode(email: string): Promise<ResetPasswordCodeAnswer> {
      const token = randomUUID();
      const code = newNumericCode(6);
      const codeHash = await hashPassword(code);
      const account = await deps.repo.findCredentialsByEmail(email);
      if (account) {
        const expiresAt = new Date(now().getTime() + codeTtlMinutes * 60_000);
        await deps.resets.replace({ id: token, userId: account.id, email, codeHash, expiresAt });
        await deps.mailer.send({
          to: email,
          subject: 'Your Limelight password reset code',
          text: [
            `Your code to reset your Limelight password is ${code}.`,
            `It works for ${codeTtlMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
          ].join('\n\n'),
        });
      }
      return { token };
    },

    /**
     * Sets a new password with the e-mailed code and ends every session; answers a fresh token pair.
     * 10033 for a wrong, expired, used or exhausted (5 attempts) code. The code came from the account's
     * mailbox, so the address it was mailed to counts as verified.
     */
    async resetPassword(request: ResetPasswordRequest): Promise<TokenAnswer> {
      const attempt = await deps.resets.reserveAttempt(request.token, now(), maxAttempts);
      if (!attempt || !(await verifyPassword(attempt.codeHash, request.code))) {
        throw new ApiError('VerificationCodeInvalid');
      }
      if (!(await deps.resets.consume(request.token))) throw new ApiError('VerificationCodeInvalid');
      await deps.repo.setPasswordHash(attempt.userId, await hashPassword(request.newPassword));
      await deps.loginBackoff.succeeded(attempt.userId);
      if (attempt.email !== null) await deps.verification.markProved(attempt.userId, attempt.email);
      await deps.sessions.endAllSessions(attempt.userId);
      return deps.sessions.startSession(attempt.userId);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
