import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { httpStatusOf } from '@limelight/protocol';
import type { ConnectionGrant, TokenSigner } from '../auth/tokens.ts';
import { acceptSignedCaller, type AccountAuthLookup } from '../auth/callerResolver.ts';
import { ApiError } from '../http/apiError.ts';
import type { Logger } from '../logger.ts';

/** What an upgrade on `/ws/<token>` is checked against. */
export interface UpgradeChecks {
  tokens: TokenSigner;
  /** The account state a socket token is checked against when the socket opens. */
  accountAuth: AccountAuthLookup;
  /** Whether a browser page of this origin may open sockets (no Origin: not a browser, allowed). */
  isAllowedOrigin: (origin: string) => boolean;
}

/**
 * The grant of an upgrade request, or the refusal to answer it with: 404 off `/ws/<token>`, 403 for a
 * page of another origin, the token's or the account's refusal otherwise (docs/decisions/sessions.md).
 */
export async function admitUpgrade(
  request: IncomingMessage,
  checks: UpgradeChecks,
): Promise<ConnectionGrant | ApiError> {
  const match = /^\/ws\/([^/?#]+)/.exec(request.url ?? '');
  if (!match?.[1]) return new ApiError('NotFound');
  // Another site's page must not open sockets in its visitors' name (cross-site WebSocket hijacking).
  const origin = request.headers.origin;
  if (origin !== undefined && !checks.isAllowedOrigin(origin)) return new ApiError('Forbidden');
  try {
    const grant = await checks.tokens.verifyConnection(decodeURIComponent(match[1]));
    // A token minted before a logout, a ban or "log out everywhere" opens nothing.
    await acceptSignedCaller(grant, checks.accountAuth);
    return grant;
  } catch (error) {
    return error instanceof ApiError ? error : new ApiError('LoginRequired');
  }
}

/**
 * A feature's check of an upgrade whose token verified (a person blocked from the room since the token
 * was minted): throws the ApiError the upgrade is refused with.
 */
export type UpgradeCheck = (grant: ConnectionGrant) => Promise<void>;

/** The grant once every feature's check passed, or the first refusal (3000 when a check failed). */
async function runUpgradeChecks(
  grant: ConnectionGrant,
  checks: readonly UpgradeCheck[],
  log: Logger,
): Promise<ConnectionGrant | ApiError> {
  try {
    for (const check of checks) await check(grant);
    return grant;
  } catch (error) {
    if (error instanceof ApiError) return error;
    log.error({ err: error }, 'socket upgrade check failed');
    return new ApiError('TryAgainLater');
  }
}

/** An upgrade refused as every HTTP answer is: the code's status with its envelope. */
export function refuseUpgrade(socket: Duplex, refusal: ApiError): void {
  const body = JSON.stringify({ code: refusal.code, message: refusal.message, data: null });
  const status = httpStatusOf(refusal.code);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The upgrade's token and origin checks, then each feature's check, in the order they were added. */
export class UpgradeAdmission {
  readonly #checks: UpgradeCheck[] = [];
  readonly #options: UpgradeChecks & { log: Logger };

  constructor(options: UpgradeChecks & { log: Logger }) {
    this.#options = options;
  }

  add(check: UpgradeCheck): void {
    this.#checks.push(check);
  }

  /** The grant to open the socket with, or the refusal to answer the upgrade with. */
  async admit(request: IncomingMessage): Promise<ConnectionGrant | ApiError> {
    const admitted = await admitUpgrade(request, this.#options);
    return admitted instanceof ApiError
      ? admitted
      : runUpgradeChecks(admitted, this.#checks, this.#options.log);
  }
}
