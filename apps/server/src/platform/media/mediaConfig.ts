import { isIP } from 'node:net';
import type { SfuIceOptions } from './sfuMessages.ts';

/** The media server and the ICE servers browsers are told about (docs/decisions/media.md). */
export interface MediaConfig {
  /** `SFU_ICE_ADDRESSES`, `SFU_ICE_PORT_RANGE`: where the embedded SFU's candidates are. */
  sfuIce: SfuIceOptions;
  /**
   * `STUN_URLS`: the STUN servers of POST /turn/v1/getIceServers. Unset: the spec's two public ones
   * (spec 001 §7, §9); `none`: no STUN server (tests, closed networks).
   */
  stunUrls: string[];
  /** `TURN_URLS` and `TURN_SECRET`: coturn with its shared-secret (REST API) credentials; none when unset. */
  turn: { urls: string[]; secret: string; ttlSeconds: number } | undefined;
}

type Env = Record<string, string | undefined>;

const listOf = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const iceUrlPattern = /^(stun|stuns|turn|turns):[^\s,]+$/;

function readIceUrls(name: string, raw: string | undefined, schemes: string[]): string[] {
  const urls = listOf(raw);
  for (const url of urls)
    if (!iceUrlPattern.test(url) || !schemes.includes(url.slice(0, url.indexOf(':'))))
      throw new Error(
        `${name} must list ${schemes.join('/')} URLs such as ${schemes[0]}:host:3478, got "${url}"`,
      );
  return urls;
}

function readPortRange(raw: string | undefined): [number, number] | undefined {
  if (!raw) return undefined;
  const match = /^(\d+)-(\d+)$/.exec(raw.trim());
  const [min, max] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  // werift needs two different ends.
  if (!match || min < 1024 || max > 65535 || min >= max)
    throw new Error(`SFU_ICE_PORT_RANGE must be "min-max" within 1024-65535, got "${raw}"`);
  return [min, max];
}

/** Reads the media variables; a malformed one stops the start. */
export function readMediaConfig(env: Env, defaultStunUrls: readonly string[]): MediaConfig {
  const addresses = listOf(env.SFU_ICE_ADDRESSES);
  const invalid = addresses.find((address) => isIP(address) === 0);
  if (invalid) throw new Error(`SFU_ICE_ADDRESSES must list IP addresses, got "${invalid}"`);
  const turnUrls = readIceUrls('TURN_URLS', env.TURN_URLS, ['turn', 'turns']);
  const turnSecret = env.TURN_SECRET || undefined;
  if (turnUrls.length > 0 !== Boolean(turnSecret))
    throw new Error('TURN_URLS and TURN_SECRET are set together or not at all');
  const ttl = Number(env.TURN_TTL_SECONDS ?? 86_400);
  if (!Number.isInteger(ttl) || ttl < 60)
    throw new Error('TURN_TTL_SECONDS must be an integer of at least 60');
  return {
    sfuIce: {
      addresses: addresses.length > 0 ? addresses : undefined,
      portRange: readPortRange(env.SFU_ICE_PORT_RANGE),
    },
    stunUrls:
      env.STUN_URLS === undefined || env.STUN_URLS === ''
        ? [...defaultStunUrls]
        : env.STUN_URLS === 'none'
          ? []
          : readIceUrls('STUN_URLS', env.STUN_URLS, ['stun', 'stuns']),
    turn: turnSecret ? { urls: turnUrls, secret: turnSecret, ttlSeconds: ttl } : undefined,
  };
}
