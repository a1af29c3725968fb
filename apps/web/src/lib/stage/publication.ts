import type { PubRegisterAnswer, StreamKind } from '@limelight/protocol';
import type { StageCodec } from '../preferences/index.ts';
import { fetchCastToken, registerPublisher } from './castApi.ts';
import { waitForIceConnected } from '../peer/index.ts';
import { localDescriptionOf, preferVideoCodec } from './sfuNegotiation.ts';

/**
 * Publishes a stream on `pc` through the SFU (spec 001 §4): a pub token, one sendonly transceiver per
 * track (the video codec preferred first), the offer with every candidate, pub/register with the stream's
 * kind (a camera, or a screen), the SFU's answer, then the ICE wait. The caller owns `pc` (it closes it on
 * failure). Answers the register's answer (`shareStatus` for a screen).
 */
export async function negotiatePublication(
  pc: RTCPeerConnection,
  eventId: string,
  stream: MediaStream,
  options: { kind: StreamKind; codec: StageCodec },
): Promise<PubRegisterAnswer> {
  const token = await fetchCastToken(eventId, 'pub');
  for (const track of stream.getTracks()) {
    const transceiver = pc.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
    if (track.kind === 'video') preferVideoCodec(transceiver, options.codec);
  }
  await pc.setLocalDescription(await pc.createOffer());
  const sdp = await localDescriptionOf(pc, 'offer');
  const [audio] = stream.getAudioTracks();
  const [video] = stream.getVideoTracks();
  const answer = await registerPublisher({
    eventId,
    token,
    tracks: { ...(audio && { audio: audio.id }), ...(video && { video: video.id }) },
    sdp,
    kind: options.kind,
  });
  await pc.setRemoteDescription(answer.sdp);
  await waitForIceConnected(pc);
  return answer;
}
