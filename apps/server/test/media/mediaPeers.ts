import {
  MediaStreamTrack,
  RTCPeerConnection,
  RtpHeader,
  RtpPacket,
  useOPUS,
  useVP8,
  type PeerConfig,
} from 'werift';
import type { PubRegisterAnswer, SubRegisterAnswer } from '@limelight/protocol';

/** Browsers' stand-ins: werift peers on loopback only (ARCHITECTURE "Testing"). */
const loopback: Partial<PeerConfig> = {
  codecs: { audio: [useOPUS()], video: [useVP8()] },
  iceUseIpv4: false,
  iceUseIpv6: false,
  iceUseTcp: false,
  iceAdditionalHostAddresses: ['127.0.0.1'],
  iceInterfaceAddresses: { udp4: '127.0.0.1' },
};

async function gathered(pc: RTCPeerConnection) {
  for (let waited = 0; pc.iceGatheringState !== 'complete' && waited < 10_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const description = pc.localDescription;
  if (!description) throw new Error('no local description');
  return description;
}

/** Waits until a condition holds (polling), or fails after `timeoutMs`. */
export async function eventually(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The RTP a VP8 camera would send: one small key-frame-marked packet per call, 90 kHz clock. */
function vp8Packet(sequenceNumber: number): RtpPacket {
  const header = new RtpHeader({
    payloadType: 96,
    sequenceNumber,
    timestamp: sequenceNumber * 3000,
    ssrc: 0x1234,
    marker: true,
  });
  return new RtpPacket(header, Buffer.from([0x10, 0x00, 0x00, 0x9d, 0x01, 0x2a, 0x10, 0x00, 0x10, 0x00]));
}

/**
 * A publishing peer: a video track (and audio when asked) whose offer has every candidate; `sendrecv` for
 * the device test, whose echo comes back on the same transceiver.
 */
export async function openPublisher(
  kinds: ('audio' | 'video')[] = ['video'],
  direction: 'sendonly' | 'sendrecv' = 'sendonly',
) {
  const pc = new RTCPeerConnection(loopback);
  const video = new MediaStreamTrack({ kind: 'video' });
  for (const kind of kinds)
    pc.addTransceiver(kind === 'video' ? video : new MediaStreamTrack({ kind }), { direction });
  await pc.setLocalDescription(await pc.createOffer());
  const offer = await gathered(pc);
  let sequence = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    pc,
    offer: { type: 'offer' as const, sdp: offer.sdp },
    /** Applies the SFU's answer. */
    accept: (answer: PubRegisterAnswer) => pc.setRemoteDescription(answer.sdp),
    /** Sends VP8 RTP every `intervalMs` until closed. */
    sendVideo(intervalMs = 20) {
      timer = setInterval(() => video.writeRtp(vp8Packet(++sequence)), intervalMs);
    },
    async close() {
      clearInterval(timer);
      await pc.close();
    },
  };
}

/** A subscribing peer: answers the SFU's offer and counts the RTP packets it receives. */
export async function openSubscriber(registered: SubRegisterAnswer) {
  const pc = new RTCPeerConnection(loopback);
  const received = { packets: 0 };
  pc.onTrack.subscribe((track) => track.onReceiveRtp.subscribe(() => (received.packets += 1)));
  await pc.setRemoteDescription(registered.sdp);
  await pc.setLocalDescription(await pc.createAnswer());
  const answer = await gathered(pc);
  return {
    pc,
    received,
    answer: { type: 'answer' as const, sdp: answer.sdp },
    close: () => pc.close(),
  };
}
