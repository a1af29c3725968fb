import { spawn } from 'node:child_process';
import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { MediaStreamTrack, RTCPeerConnection, useOPUS, useVP8 } from 'werift';
import type { PubRegisterAnswer } from '@limelight/protocol';

/**
 * A camera that sends real media: ffmpeg encodes a test picture (VP8) and a tone (Opus) in real time and
 * sends their RTP to two loopback ports; a werift peer forwards each packet to the SFU. Used where a
 * recording must decode (docs/decisions/stage-recordings.md).
 */
export async function openFfmpegPublisher() {
  const pc = new RTCPeerConnection({
    codecs: { audio: [useOPUS()], video: [useVP8()] },
    iceUseIpv4: false,
    iceUseIpv6: false,
    iceUseTcp: false,
    iceAdditionalHostAddresses: ['127.0.0.1'],
    iceInterfaceAddresses: { udp4: '127.0.0.1' },
  });
  const video = new MediaStreamTrack({ kind: 'video' });
  const audio = new MediaStreamTrack({ kind: 'audio' });
  pc.addTransceiver(video, { direction: 'sendonly' });
  pc.addTransceiver(audio, { direction: 'sendonly' });
  await pc.setLocalDescription(await pc.createOffer());
  for (let waited = 0; pc.iceGatheringState !== 'complete' && waited < 10_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const sdp = pc.localDescription?.sdp ?? '';
  const sent = { firstAt: undefined as number | undefined, lastAt: 0, packets: 0 };

  async function listen(track: MediaStreamTrack): Promise<Socket> {
    const socket = createSocket('udp4');
    socket.on('message', (packet) => {
      sent.firstAt ??= Date.now();
      sent.lastAt = Date.now();
      sent.packets += 1;
      track.writeRtp(packet);
    });
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    return socket;
  }

  return {
    pc,
    offer: { type: 'offer' as const, sdp },
    sent,
    accept: (answer: PubRegisterAnswer) => pc.setRemoteDescription(answer.sdp),
    /** Sends `seconds` of media in real time; resolves when ffmpeg is done. */
    async send(seconds: number): Promise<void> {
      const videoSocket = await listen(video);
      const audioSocket = await listen(audio);
      const port = (socket: Socket) => (socket.address() as AddressInfo).port;
      const args = [
        ...['-hide_banner', '-loglevel', 'error', '-re'],
        ...['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=15:duration=${seconds}`],
        ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
        ...['-map', '0:v', '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '200k'],
        ...['-g', '15', '-payload_type', '96', '-f', 'rtp', `rtp://127.0.0.1:${port(videoSocket)}`],
        ...['-map', '1:a', '-c:a', 'libopus', '-b:a', '32k', '-payload_type', '111'],
        ...['-f', 'rtp', `rtp://127.0.0.1:${port(audioSocket)}`],
      ];
      const ffmpeg = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'inherit'] });
      await new Promise<void>((resolve, reject) => {
        ffmpeg.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ended ${code}`))));
        ffmpeg.once('error', reject);
      });
      videoSocket.close();
      audioSocket.close();
    },
    close: () => pc.close(),
  };
}
