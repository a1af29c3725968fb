import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors, type JWTPayload } from 'jose';
import { EventRoles, type EventRole } from '@limelight/protocol';
import { ApiError } from '../http/apiError.ts';

export type CallerKind = 'guest' | 'member';

/** Who is asking: resolved from the bearer token of a request or a socket's connection token. */
export interface Caller {
  userId: string;
  kind: CallerKind;
  /**
   * The sign-in this token belongs to (a member's refresh family, a token login, a guest): logout ends
   * it, and only it (docs/decisions/sessions.md).
   */
  sessionId: string;
  /** The account's token version when the token was signed: a later version refuses it. */
  version: number;
}

/**
 * What a room socket's holder is in that room: its creator or owner, and the event roles (a room's owner
 * hosts it). Signed into the token so that socket handlers check permissions without a database read.
 */
export type RoomRole = 'owner' | EventRole;
const roomRoles: readonly RoomRole[] = ['owner', ...EventRoles];

/** Who moderates a live room: its owner, hosts and moderators (spec 001 §6; not its stars). */
export const roomModeratorRoles: readonly RoomRole[] = ['owner', 'host', 'mod'];

/** Whether roles let a person moderate a live room (chat, waiting room). */
export const isRoomModerator = (roles: readonly RoomRole[]) =>
  roles.some((role) => roomModeratorRoles.includes(role));

/**
 * Who presents in a live room without the cast's invitation: its owner, hosts and stars, who run the show
 * as on StreamYard (docs/decisions/media.md, cast.md "Presenters").
 */
export const roomPresenterRoles: readonly RoomRole[] = ['owner', 'host', 'star'];

/** Whether roles let a person present (publish a camera, be on the stage) without the cast. */
export const isRoomPresenter = (roles: readonly RoomRole[]) =>
  roles.some((role) => roomPresenterRoles.includes(role));

/** Whether a room socket belongs to an event's live page or to a live room. */
export type RoomKind = 'event' | 'room';

/** A room socket's grant: the canonical id of the event or room, its kind, and the holder's roles there. */
export interface RoomGrant {
  scope: 'room';
  roomId: string;
  roomKind: RoomKind;
  roles: readonly RoomRole[];
  /**
   * The X-Client header of the request that asked for the token ('web-43'), as sent and unchecked: the
   * platform analytics counts the socket under (docs/decisions/analytics.md).
   */
  client?: string;
}

/**
 * A waiting-room socket's grant (spec 001 §4 waitRoom): the holder waits to be admitted to a room; the
 * socket hears only what is addressed to them, never the room's frames.
 */
export interface WaitingGrant {
  scope: 'waiting';
  roomId: string;
}

/** A socket connection's grant: a room (event or room id) socket, a waiting-room socket or the friend socket. */
export type ConnectionGrant = Caller & (RoomGrant | WaitingGrant | { scope: 'friend' });

interface AccessClaims extends JWTPayload {
  kind: CallerKind;
  ver: number;
  sid: string;
}

const algorithm = 'HS256';
const issuer = 'limelight';
const connectionTokenTtlSeconds = 60;

/** Signs and verifies the access tokens of members and guests and the short-lived socket tokens. */
export class TokenSigner {
  // Imported once: jose imports a raw secret again on every call, which halved verifications per second.
  readonly #key: Promise<webcrypto.CryptoKey>;
  /**
   * The time tokens are issued and checked at: the real time in production and in every test but the
   * one of token expiry, which moves it past a token's life instead of waiting. Not the platform's clock:
   * tests that move that one by hours or days would expire every token they hold.
   */
  readonly #now: () => Date;

  constructor(secret: Uint8Array, now: () => Date = () => new Date()) {
    this.#now = now;
    this.#key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  /** An access token for a member or guest; `version` is the user's token version at issue time. */
  async signAccess(caller: Caller, ttlSeconds: number): Promise<string> {
    const issuedAt = this.#seconds();
    return new SignJWT(claimsOf(caller))
      .setProtectedHeader({ alg: algorithm, typ: 'access' })
      .setSubject(caller.userId)
      .setIssuer(issuer)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(await this.#key);
  }

  /** Verifies an access token: 10001 when expired, 10002 when missing or not ours. */
  async verifyAccess(token: string): Promise<Caller> {
    const { payload, protectedHeader } = await this.#verify(token);
    if (protectedHeader.typ !== 'access') throw new ApiError('LoginRequired');
    return callerOf(payload);
  }

  /**
   * A one-minute token that opens one WebSocket (spec 001 §7 getConnectionToken), carrying the session
   * and token version it was minted under, so that the socket opens only while both still hold.
   */
  async signConnection(grant: ConnectionGrant): Promise<string> {
    const issuedAt = this.#seconds();
    return new SignJWT({
      ...claimsOf(grant),
      scope: grant.scope,
      room: grant.scope === 'friend' ? null : grant.roomId,
      ...(grant.scope === 'room' ? { rk: grant.roomKind, roles: [...grant.roles] } : {}),
      ...(grant.scope === 'room' && grant.client ? { cl: grant.client } : {}),
    })
      .setProtectedHeader({ alg: algorithm, typ: 'connection' })
      .setSubject(grant.userId)
      .setIssuer(issuer)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + connectionTokenTtlSeconds)
      .sign(await this.#key);
  }

  async verifyConnection(token: string): Promise<ConnectionGrant> {
    const { payload, protectedHeader } = await this.#verify(token);
    if (protectedHeader.typ !== 'connection') throw new ApiError('LoginRequired');
    const caller = callerOf(payload);
    const { scope, room, rk, roles, cl } = payload as Partial<Record<string, unknown>>;
    if (scope === 'room' && typeof room === 'string' && (rk === 'event' || rk === 'room')) {
      const client = typeof cl === 'string' ? { client: cl } : {};
      return { ...caller, scope, roomId: room, roomKind: rk, roles: roomRolesOf(roles), ...client };
    }
    if (scope === 'waiting' && typeof room === 'string') return { ...caller, scope, roomId: room };
    if (scope === 'friend') return { ...caller, scope };
    throw new ApiError('LoginRequired');
  }

  /** Now in whole seconds, as a token's times are written. */
  #seconds(): number {
    return Math.floor(this.#now().getTime() / 1000);
  }

  async #verify(token: string) {
    try {
      return await jwtVerify(token, await this.#key, {
        issuer,
        algorithms: [algorithm],
        currentDate: this.#now(),
      });
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new ApiError('TokenExpired');
      throw new ApiError('LoginRequired');
    }
  }
}

/** The role claims of a verified token; anything not a known role is dropped. */
function roomRolesOf(claim: unknown): RoomRole[] {
  if (!Array.isArray(claim)) return [];
  return roomRoles.filter((role) => claim.includes(role));
}

function claimsOf(caller: Caller): AccessClaims {
  return { kind: caller.kind, ver: caller.version, sid: caller.sessionId };
}

/** The holder a verified token names; 10002 when a claim is missing (tokens signed before sessions too). */
function callerOf(payload: JWTPayload): Caller {
  const { kind, ver, sid } = payload as Partial<Record<keyof AccessClaims, unknown>>;
  if (!payload.sub || (kind !== 'guest' && kind !== 'member') || typeof ver !== 'number')
    throw new ApiError('LoginRequired');
  if (typeof sid !== 'string' || !sid) throw new ApiError('LoginRequired');
  return { userId: payload.sub, kind, version: ver, sessionId: sid };
}
