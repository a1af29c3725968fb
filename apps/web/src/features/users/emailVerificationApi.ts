import { passportCalls } from '@limelight/protocol/http';
import { api } from '../../lib/api/index.ts';

/** Presents the mailed link's token or short code; the answer names the address now verified. */
export function verifyEmail(code: string) {
  return api.call(passportCalls.verifyEmail, { body: { code } });
}

/** Mails a new link and code; a 3000 answer carries `retryAfterSeconds` (cool-down or hourly cap). */
export function resendVerification() {
  return api.call(passportCalls.resendVerification, {});
}
