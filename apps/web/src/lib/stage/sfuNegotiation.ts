import { Ice } from '@limelight/protocol';
import type { StageCodec } from '../preferences/index.ts';
import type { Description } from './castApi.ts';

/**
 * Waits until every candidate is gathered, at most the ICE wait (5000 ms): signalling is non-trickle
 * (docs/decisions/media.md), so the description sent carries what was gathered by then.
 */
export function gatherAll(pc: RTCPeerConnection, timeoutMs: number = Ice.connectionWaitMs): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', onChange);
      resolve();
    };
    const onChange = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, timeoutMs);
    pc.addEventListener('icegatheringstatechange', onChange);
  });
}

/** The local description once gathered, as the server reads it. */
export async function localDescriptionOf<T extends 'offer' | 'answer'>(
  pc: RTCPeerConnection,
  type: T,
): Promise<Description<T>> {
  await gatherAll(pc);
  const description = pc.localDescription;
  if (description === null) throw new Error('no local description');
  return { type, sdp: description.sdp };
}

/**
 * Puts `codec` first among a video transceiver's codecs (the device test's H264 or VP8, the stage's
 * preference), the others after it. A browser without the codec or without codec preferences keeps its
 * own order.
 */
export function preferVideoCodec(transceiver: RTCRtpTransceiver, codec: StageCodec, only = false): boolean {
  const codecs = RTCRtpReceiver.getCapabilities?.('video')?.codecs ?? [];
  const mimeType = `video/${codec}`.toLowerCase();
  const wanted = codecs.filter((entry) => entry.mimeType.toLowerCase() === mimeType);
  if (wanted.length === 0 || typeof transceiver.setCodecPreferences !== 'function') return false;
  // Retransmission and error correction stay usable with the codec chosen.
  const helpers = codecs.filter((entry) => /\/(rtx|red|ulpfec)$/i.test(entry.mimeType));
  const others = only ? [] : codecs.filter((entry) => !wanted.includes(entry) && !helpers.includes(entry));
  transceiver.setCodecPreferences([...wanted, ...others, ...helpers]);
  return true;
}
