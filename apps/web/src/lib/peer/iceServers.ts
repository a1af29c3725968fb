import { Ice, type IceServer } from '@limelight/protocol';
import { mediaCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../api/index.ts';

/** The spec's fallback for peer-to-peer calls when getIceServers fails (spec 000 §7: two public STUN servers). */
export const publicStunServers: readonly IceServer[] = [{ urls: [...Ice.defaultStunUrls] }];

/**
 * POST /turn/v1/getIceServers: the STUN and TURN servers every peer connection uses. A failure is logged
 * only (spec 001 §8) and answers `fallback`: none for the stage (the SFU is reached on its host addresses),
 * the public STUN servers between two browsers.
 */
export async function fetchIceServers(
  options: { eventId?: string; fallback?: readonly IceServer[] } = {},
  log: Pick<Console, 'warn'> = console,
): Promise<IceServer[]> {
  const { eventId, fallback = [] } = options;
  try {
    const answer = await api.call(mediaCalls.getIceServers, { body: eventId ? { eventId } : {} });
    return dataOf(answer).iceServers;
  } catch (error) {
    log.warn('fetching the ICE servers failed', error);
    return [...fallback];
  }
}
