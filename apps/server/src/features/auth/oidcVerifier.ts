import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { validateEmail } from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { OidcProviderConfig } from '../../platform/config.ts';

/** Who a provider says signed in: its subject id and a verified e-mail address (lower-cased). */
export interface VerifiedIdentity {
  provider: string;
  subject: string;
  email: string;
}

/** Checks an OpenID Connect id token of a named provider; 10035 when it cannot be trusted. */
export type IdentityVerifier = (provider: string, idToken: string) => Promise<VerifiedIdentity>;

/**
 * Verifies id tokens with jose against each configured provider's keys (remote key sets are fetched and
 * cached by jose): signature, issuer, audience and expiry. Only a verified e-mail address is accepted,
 * since accounts are found by it (`email_verified` may be a boolean or, from some providers, a string).
 */
export function createOidcVerifier(providers: Record<string, OidcProviderConfig>): IdentityVerifier {
  const keySets = new Map<string, JWTVerifyGetKey>(
    Object.entries(providers).map(([name, { keys }]) => [
      name,
      'url' in keys ? createRemoteJWKSet(keys.url) : createLocalJWKSet(keys.jwks),
    ]),
  );

  return async (provider, idToken) => {
    const config = providers[provider];
    const keySet = keySets.get(provider);
    if (!config || !keySet) throw new ApiError('IdentityTokenInvalid');
    const { payload } = await jwtVerify(idToken, keySet, {
      issuer: config.issuer,
      audience: config.audience,
    }).catch(() => {
      throw new ApiError('IdentityTokenInvalid');
    });
    const { sub, email, email_verified: emailVerified } = payload;
    const isVerified = emailVerified === true || emailVerified === 'true';
    const address = typeof email === 'string' ? validateEmail(email) : undefined;
    if (!sub || !address?.ok || !isVerified) throw new ApiError('IdentityTokenInvalid');
    return { provider, subject: sub, email: address.value };
  };
}
