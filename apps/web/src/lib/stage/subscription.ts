import type { IceServer, StreamKind } from '@limelight/protocol';
import { answerSubscription, fetchSubTokensV3, registerSubscriber } from './castApi.ts';
import { createPeerConnection, waitForIceConnected } from '../peer/index.ts';
import { localDescriptionOf } from './sfuNegotiation.ts';
import { subscribeUntilConnected } from './scheduling.ts';

/** A stream received from the SFU. */
export interface Subscription {
  subId: string;
  pc: RTCPeerConnection;
  stream: MediaStream;
}

/** sub/register → the SFU's offer → the browser's answer with every candidate → addSubSDP. */
async function negotiate(
  eventId: string,
  token: string,
  pubId: string,
  iceServers: readonly IceServer[],
): Promise<Subscription> {
  const offer = await registerSubscriber(eventId, token, pubId);
  const pc = createPeerConnection(iceServers);
  const stream = new MediaStream();
  pc.addEventListener('track', (event) => stream.addTrack(event.track));
  try {
    await pc.setRemoteDescription(offer.sdp);
    await pc.setLocalDescription(await pc.createAnswer());
    await answerSubscription(eventId, offer.subId, await localDescriptionOf(pc, 'answer'));
  } catch (error) {
    pc.close();
    throw error;
  }
  return { subId: offer.subId, pc, stream };
}

/**
 * Subscribes to one stream (spec 001 §4): negotiated through the SFU, and when not connected within the
 * ICE wait (5 s) the tokens are fetched again (casta/v3/subToken) and it subscribes anew. Answers null
 * when a camera is no longer listed by then; a screen share is not in that list (the room state holds
 * it), so its new try goes ahead and sub/register refuses it (4004) once it ended.
 */
export function subscribeToStream(
  eventId: string,
  pubId: string,
  token: string,
  iceServers: readonly IceServer[],
  kind: StreamKind = 'camera',
): Promise<Subscription | null> {
  return subscribeUntilConnected<Subscription>(
    {
      connect: (current) => negotiate(eventId, current, pubId, iceServers),
      waitConnected: (subscription) => waitForIceConnected(subscription.pc),
      discard: (subscription) => subscription.pc.close(),
      refetchToken: async () => {
        const fresh = await fetchSubTokensV3(eventId);
        const isListed = kind === 'screen' || fresh.streams.some((stream) => stream.pubId === pubId);
        return isListed ? fresh.token : null;
      },
    },
    token,
  );
}
