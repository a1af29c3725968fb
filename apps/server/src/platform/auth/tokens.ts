import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { ApiError } from '../http/apiError.ts';

export type CallerKind = 'guest' | 'member';

/** Who is asking: resolved from the bearer token of a request or a socket's connection token. */
export interface Caller {
  userId: string;
  kind: CallerKind;
}

/** A socket connection's grant: a room (event or room id) socket or the friend socket. */
export type ConnectionGrant = Caller & ({ scope: 'room'; roomId: string } | { scope: 'friend' });

interface AccessClaims {
  kind: CallerKind;
  ver: number;
}

const algorithm = 'HS256';
const issuer = 'limelight';
const connectionTokenTtlSeconds = 60;

/** Signs and verifies the access tokens of members and guests and the short-lived socket tokens. */
export class TokenSigner {
  // Imported once: jose imports a raw secret again on every call, which halved verifications per second.
  readonly #key: Promise<webcrypto.CryptoKey>;

  constructor(secret: Uint8Array) {
    this.#key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  /** An access token for a member or guest; `version` is the user's token version at issue time. */
  async signAccess(caller: Caller, version: number, ttlSeconds: number): Promise<string> {
    return new SignJWT({ kind: caller.kind, ver: version } satisfies AccessClaims)
      .setProtectedHeader({ alg: algorithm, typ: 'access' })
      .setSubject(caller.userId)
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(await this.#key);
  }

  /** Verifies an access token: 10001 when expired, 10002 when missing or not ours. */
  async verifyAccess(token: string): Promise<Caller & { version: number }> {
    const { payload, protectedHeader } = await this.#verify(token);
    const { kind, ver } = payload as Partial<AccessClaims>;
    if (protectedHeader.typ !== 'access' || !payload.sub || (kind !== 'guest' && kind !== 'member')) {
      throw new ApiError('LoginRequired');
    }
    return { userId: payload.sub, kind, version: typeof ver === 'number' ? ver : -1 };
  }

  /** A one-minute token that opens one WebSocket (spec 001 §7 getConnectionToken). */
  async signConnection(grant: ConnectionGrant): Promise<string> {
    return new SignJWT({
      kind: grant.kind,
      scope: grant.scope,
      room: grant.scope === 'room' ? grant.roomId : null,
    })
      .setProtectedHeader({ alg: algorithm, typ: 'connection' })
      .setSubject(grant.userId)
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(`${connectionTokenTtlSeconds}s`)
      .sign(await this.#key);
  }

  async verifyConnection(token: string): Promise<ConnectionGrant> {
    const { payload, protectedHeader } = await this.#verify(token);
    const { kind, scope, room } = payload as { kind?: unknown; scope?: unknown; room?: unknown };
    if (protectedHeader.typ !== 'connection' || !payload.sub || (kind !== 'guest' && kind !== 'member')) {
      throw new ApiError('LoginRequired');
    }
    if (scope === 'room' && typeof room === 'string')
      return { userId: payload.sub, kind, scope, roomId: room };
    if (scope === 'friend') return { userId: payload.sub, kind, scope };
    throw new ApiError('LoginRequired');
  }

  async #verify(token: string) {
    try {
      return await jwtVerify(token, await this.#key, { issuer, algorithms: [algorithm] });
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new ApiError('TokenExpired');
      throw new ApiError('LoginRequired');
    }
  }
}
