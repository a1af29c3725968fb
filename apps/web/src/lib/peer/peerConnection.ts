import { Ice, type IceServer, type MessageKey } from '@limelight/protocol';

/** A peer connection that did not connect in time or failed (spec 001 §4, §8 "ICE connection …"). */
export class IceConnectionError extends Error {
  override readonly name = 'IceConnectionError';

  constructor(readonly messageKey: Extract<MessageKey, 'iceConnectionFailed' | 'iceConnectionTimeout'>) {
    super(messageKey);
  }
}

/** Every peer connection (stage, friend call, meet): the ICE servers of getIceServers, a candidate pool of 5 (spec 001 §9). */
export function createPeerConnection(iceServers: readonly IceServer[]): RTCPeerConnection {
  return new RTCPeerConnection({ iceServers: [...iceServers], iceCandidatePoolSize: Ice.candidatePoolSize });
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
