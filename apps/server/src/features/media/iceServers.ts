import { createHmac } from 'node:crypto';
import type { IceServer } from '@limelight/protocol';
import type { MediaConfig } from '../../platform/media/mediaConfig.ts';

/**
 * The ICE servers a browser uses (POST /turn/v1/getIceServers; docs/decisions/media.md): the configured
 * STUN servers, and TURN with coturn's shared-secret credentials (`use-auth-secret`): the username is
 * `expiry:userId` (expiry in Unix seconds), the credential base64(HMAC-SHA1(secret, username)).
 */
export function iceServersFor(
  config: Pick<MediaConfig, 'stunUrls' | 'turn'>,
  userId: string,
  now: Date,
): IceServer[] {
  const servers: IceServer[] = config.stunUrls.length > 0 ? [{ urls: [...config.stunUrls] }] : [];
  const { turn } = config;
  if (turn) {
    const expiry = Math.floor(now.getTime() / 1000) + turn.ttlSeconds;
    const username = `${expiry}:${userId}`;
    const credential = createHmac('sha1', turn.secret).update(username).digest('base64');
    servers.push({ urls: [...turn.urls], username, credential });
  }
  return servers;
}
