import type { TokenAnswer } from '@limelight/protocol';

/** The signed-in identity the API client sends with every request (spec 000 §3/§4). */
export interface Session {
  userId: string;
  /** The bearer token: the guest token for guests, otherwise the member's access token. */
  accessToken: string;
  /** Empty for guests and for token logins, which cannot refresh. */
  refreshToken: string;
  tokenExpiryMs: number;
  isGuest: boolean;
}

/** The tokens a session is saved from: the login, register and refresh answer of the protocol. */
export type TokenGrant = Pick<TokenAnswer, 'userToken' | 'refreshToken' | 'expiresIn' | 'userId'>;

/** True for a registered member's session; guests and the signed-out state are not members. */
export function isMember(session: Session | null): session is Session & { isGuest: false } {
  return session !== null && !session.isGuest;
}
