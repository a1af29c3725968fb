import { Ice, type IceServer, type MessageKey } from '@limelight/protocol';
import type { StageCodec } from '../preferences/index.ts';
import type { Description } from './castApi.ts';

/** A peer connection that did not connect in time or failed (spec 001 §4, §8 "ICE connection …"). */
export class IceConnectionError extends Error {
  override readonly name = 'IceConnectionError';

  constructor(readonly messageKey: Extract<MessageKey, 'iceConnectionFailed' | 'iceConnectionTimeout'>) {
    super(messageKey);
  }
}

/** Every stage peer connection: the ICE servers of getIceServers, a candidate pool of 5 (spec 001 §9). */
export function createPeerConnection(iceServers: readonly IceServer[]): RTCPeerConnection {
  return new RTCPeerConnection({ iceServers: [...iceServers], iceCandidatePoolSize: Ice.candidatePoolSize });
}

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
 * Waits for the connection (spec 001 §4 "ICE connection wait: 5000 ms. Connected or completed is success;
 * failed or timeout is an error").
 */
export function waitForIceConnected(
  pc: RTCPeerConnection,
  timeoutMs: number = Ice.connectionWaitMs,
): Promise<void> {
  const isConnected = () => pc.iceConnectionState === 'connected' || pc.iceConnectionState === 'completed';
  if (isConnected()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const finish = (error?: IceConnectionError) => {
      clearTimeout(timer);
      pc.removeEventListener('iceconnectionstatechange', onChange);
      if (error) reject(error);
      else resolve();
    };
    const onChange = () => {
      if (isConnected()) finish();
      else if (pc.iceConnectionState === 'failed' || pc.iceConnectionState === 'closed')
        finish(new IceConnectionError('iceConnectionFailed'));
    };
    const timer = setTimeout(() => finish(new IceConnectionError('iceConnectionTimeout')), timeoutMs);
    pc.addEventListener('iceconnectionstatechange', onChange);
  });
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
