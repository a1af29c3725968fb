import type { ResendVerificationAnswer, VerifyEmailAnswer } from '@limelight/protocol';
import { api } from '../../lib/api/index.ts';

/** Passport paths of e-mail verification (docs/decisions/email-verification.md). */
const VerificationPath = {
  VerifyEmail: '/api/passport/v1/verifyEmail',
  ResendVerification: '/api/passport/v1/resendVerification',
} as const;

/** Presents the mailed link's token or short code; the answer names the address now verified. */
export function verifyEmail(code: string) {
  return api.post<VerifyEmailAnswer>(VerificationPath.VerifyEmail, { code });
}

/** Mails a new link and code; a 3000 answer carries `retryAfterSeconds` (cool-down or hourly cap). */
export function resendVerification() {
  return api.post<ResendVerificationAnswer>(VerificationPath.ResendVerification, {});
}
