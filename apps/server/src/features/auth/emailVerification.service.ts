import { randomUUID } from 'node:crypto';
import {
  EmailVerification,
  type ResendVerificationAnswer,
  type VerifyEmailAnswer,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import { inMailLanguage, type Mailer } from '../../platform/mail/mailer.ts';
import type { EmailVerificationsRepo } from './emailVerifications.repo.ts';
import { hashPassword, verifyPassword } from './passwordHasher.ts';
import { hashToken, newNumericCode, newSecretToken } from './tokenHash.ts';

export interface EmailVerificationServiceDeps {
  repo: EmailVerificationsRepo;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}

const hourMs = 3_600_000;
const shortCodePattern = new RegExp(`^\\d{${EmailVerification.codeLength}}$`);

/**
 * E-mail verification (docs/decisions/email-verification.md): each mail carries a link with a 256-bit
 * token (works signed out) and a 6-digit code (for the signed-in holder, 5 attempts), both stored hashed
 * and bound to the address mailed, for 24 h. An address opens whitelists, e-mail invitations and the
 * learning-company flag only once verified.
 */
export function createEmailVerificationService(deps: EmailVerificationServiceDeps) {
  const now = deps.now ?? (() => new Date());

  /** Seconds until another mail may go out: the cool-down after the last, or the hourly cap; 0 if now. */
  async function waitBeforeNextMail(userId: string): Promise<number> {
    const at = now().getTime();
    const sent = await deps.repo.sentSince(userId, new Date(at - hourMs));
    const last = sent.at(-1);
    const cooldownEndsMs = last ? last.getTime() + EmailVerification.resendCooldownSeconds * 1000 : 0;
    const oldestCounted = sent.at(-EmailVerification.maxMailsPerHour);
    const capEndsMs =
      sent.length >= EmailVerification.maxMailsPerHour && oldestCounted
        ? oldestCounted.getTime() + hourMs
        : 0;
    return Math.max(0, Math.ceil((Math.max(cooldownEndsMs, capEndsMs) - at) / 1000));
  }

  async function mailVerification(userId: string, email: string): Promise<void> {
    const linkToken = newSecretToken();
    const code = newNumericCode(EmailVerification.codeLength);
    const sentAt = now();
    await deps.repo.replace({
      id: randomUUID(),
      userId,
      email,
      linkHash: hashToken(linkToken),
      // A short code is guessable from a fast hash: stored as reset codes are (argon2id).
      codeHash: await hashPassword(code),
      createdAt: sentAt,
      expiresAt: new Date(sentAt.getTime() + EmailVerification.expiresInHours * hourMs),
    });
    const link = new URL('/verify-email', deps.publicUrl);
    link.searchParams.set('code', linkToken);
    await deps.mailer.send({
      to: email,
      subject: 'Verify your Limelight e-mail address',
      text: [
        `Open this link to verify that ${email} is yours: ${inMailLanguage(link)}`,
        `Or enter this code in Limelight while signed in: ${code}`,
        `Both work for ${EmailVerification.expiresInHours} hours. If you did not sign up for Limelight, ignore this e-mail: nobody can use your address until it is verified.`,
      ].join('\n\n'),
    });
  }

  /** The account's unverified address, if it has one. */
  async function unverifiedAddressOf(userId: string): Promise<string | undefined> {
    const account = await deps.repo.findAddress(userId);
    if (!account) throw new ApiError('AccountUnavailable');
    return account.email !== null && account.emailVerifiedAt === null ? account.email : undefined;
  }

  return {
    /**
     * Mails a verification for the account's address after it was set or changed (register, link, claim,
     * profile). Nothing is sent for a verified or missing address, nor past the hourly cap, so that changing
     * addresses cannot flood a mailbox.
     */
    async sendAfterAddressSet(userId: string): Promise<void> {
      const email = await unverifiedAddressOf(userId);
      if (email === undefined) return;
      const sent = await deps.repo.sentSince(userId, new Date(now().getTime() - hourMs));
      if (sent.length >= EmailVerification.maxMailsPerHour) return;
      await mailVerification(userId, email);
    },

    /**
     * POST resendVerification: a new mail (earlier ones stop working). 4009 when the address is verified
     * already, 4000 without one, 3000 with `retryAfterSeconds` within the cool-down or past the hourly cap.
     */
    async resend(userId: string): Promise<ResendVerificationAnswer> {
      const email = await unverifiedAddressOf(userId);
      if (email === undefined) {
        const account = await deps.repo.findAddress(userId);
        throw new ApiError(account?.email ? 'Conflict' : 'InvalidRequest');
      }
      const retryAfterSeconds = await waitBeforeNextMail(userId);
      if (retryAfterSeconds > 0) throw new ApiError('TryAgainLater', undefined, { retryAfterSeconds });
      await mailVerification(userId, email);
      return { email, retryAfterSeconds: EmailVerification.resendCooldownSeconds };
    },

    /**
     * POST verifyEmail: the link's token from anyone (the link may be opened signed out), or the short
     * code from the signed-in holder (10002 signed out). 10033 for a wrong, used, expired or exhausted
     * code, or when the account's address changed since the mail. A link opened again answers success.
     */
    async verify(caller: Caller | null, code: string): Promise<VerifyEmailAnswer> {
      if (shortCodePattern.test(code)) {
        if (caller?.kind !== 'member') throw new ApiError('LoginRequired');
        const attempt = await deps.repo.reserveCodeAttempt(
          caller.userId,
          now(),
          EmailVerification.maxCodeAttempts,
        );
        if (!attempt || !(await verifyPassword(attempt.codeHash, code))) {
          throw new ApiError('VerificationCodeInvalid');
        }
        if (!(await deps.repo.consumeCode(attempt.id, caller.userId, attempt.email, now()))) {
          throw new ApiError('VerificationCodeInvalid');
        }
        return { email: attempt.email, emailVerified: true };
      }
      const linkHash = hashToken(code);
      const used = await deps.repo.consumeLink(linkHash, now());
      if (used) return { email: used.email, emailVerified: true };
      const known = await deps.repo.findLink(linkHash);
      const account = known && (await deps.repo.findAddress(known.userId));
      if (known && account?.email === known.email && account.emailVerifiedAt !== null) {
        return { email: known.email, emailVerified: true };
      }
      throw new ApiError('VerificationCodeInvalid');
    },

    /**
     * Marks an address verified that was proved another way: a provider's verified claim for it, or a
     * password reset code mailed to it. Only while it is still the account's address.
     */
    async markProved(userId: string, email: string): Promise<void> {
      await deps.repo.markVerified(userId, email, now());
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
