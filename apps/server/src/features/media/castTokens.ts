import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { Messages, StageMedia, type CastTokenType } from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';

/** What a cast token lets its holder do: publish or subscribe in one event's stage, as one person. */
export interface CastTokenClaims {
  /** The token's id: a retried register with the same token finds its session again. */
  tokenId: string;
  roomId: string;
  userId: string;
  use: CastTokenType;
}

const algorithm = 'HS256';
const tokenKind = 'cast';

/**
 * Cast tokens (spec 001 §4 lToken; docs/decisions/media.md): HS256, signed with a key derived from the
 * server's secret (never the access tokens' key itself), valid for `StageMedia.castTokenTtlSeconds`.
 */
export function createCastTokens(authSecret: Uint8Array, now: () => Date) {
  const key = createHmac('sha256', authSecret).update('limelight cast tokens').digest();
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  return {
    /** A token naming the room, the person and its use. */
    sign(claims: Omit<CastTokenClaims, 'tokenId'>): Promise<string> {
      const issuedAt = seconds(now());
      return new SignJWT({ room: claims.roomId, use: claims.use })
        .setProtectedHeader({ alg: algorithm, typ: tokenKind })
        .setSubject(claims.userId)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + StageMedia.castTokenTtlSeconds)
        .sign(key);
    },

    /**
     * The claims of a token of this room, person and use; anything else (expired, altered, another's, for
     * another room or use) answers 4003 'Invalid token' (spec 001 §8 cast token failure message).
     */
    async verify(token: string, expected: Omit<CastTokenClaims, 'tokenId'>): Promise<CastTokenClaims> {
      const invalid = new ApiError('Forbidden', Messages.castTokenInvalid);
      const verified = await jwtVerify(token, key, { algorithms: [algorithm], currentDate: now() }).catch(
        () => undefined,
      );
      const payload = verified?.payload;
      if (verified?.protectedHeader.typ !== tokenKind || !payload?.jti) throw invalid;
      const claims: CastTokenClaims = {
        tokenId: payload.jti,
        roomId: String(payload.room),
        userId: String(payload.sub),
        use: payload.use === 'pub' ? 'pub' : 'sub',
      };
      if (
        claims.roomId !== expected.roomId ||
        claims.userId !== expected.userId ||
        payload.use !== expected.use
      )
        throw invalid;
      return claims;
    },
  };
}

export type CastTokens = ReturnType<typeof createCastTokens>;
