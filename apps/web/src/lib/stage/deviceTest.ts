import { DeviceTest } from '@limelight/protocol';
import type { StageCodec } from '../preferences/index.ts';
import { createPeerConnection, fetchIceServers, waitForIceConnected } from '../peer/index.ts';
import { startDeviceTest } from './castApi.ts';
import { localDescriptionOf, preferVideoCodec } from './sfuNegotiation.ts';
import { framesDecodedOf } from './receiveCheck.ts';
import { sleep as realSleep, type Sleep } from '../api/sleep.ts';

/** How one codec did in the device test. */
export interface CodecResult {
  codec: StageCodec;
  /** The echoed video's decoded frames (getStats inbound-rtp framesDecoded). */
  framesDecoded: number;
  isWorking: boolean;
}

/** A codec's echo session: its result, and the connection still showing the echo (the caller closes it). */
export interface CodecEcho {
  result: CodecResult;
  pc: RTCPeerConnection;
}

/** Each codec's share of the 20 s test (spec 001 §9: 20 s, H264 then VP8). */
export const codecTestMs = DeviceTest.codecTestMs / DeviceTest.codecOrder.length;
const framesPollMs = 500;

/**
 * Sends the stream to the SFU's echo (POST /casta/v1/deviceTest) offering only `codec` for video, shows
 * what comes back (`onEcho`), and watches the echoed video for decoded frames until `timeoutMs`.
 */
export async function testCodec(
  stream: MediaStream,
  codec: StageCodec,
  onEcho: (echo: MediaStream) => void,
  { timeoutMs = codecTestMs, sleep = realSleep }: { timeoutMs?: number; sleep?: Sleep } = {},
): Promise<CodecEcho> {
  const deadline = Date.now() + timeoutMs;
  const pc = createPeerConnection(await fetchIceServers());
  const echo = new MediaStream();
  pc.addEventListener('track', (event) => echo.addTrack(event.track));
  let isOffered = true;
  for (const track of stream.getTracks()) {
    const transceiver = pc.addTransceiver(track, { direction: 'sendrecv', streams: [stream] });
    if (track.kind === 'video') isOffered = preferVideoCodec(transceiver, codec, true);
  }
  const result = (framesDecoded: number): CodecEcho => ({
    result: { codec, framesDecoded, isWorking: framesDecoded > 0 },
    pc,
  });
  if (!isOffered) return result(0);
  try {
    await pc.setLocalDescription(await pc.createOffer());
    const answer = await startDeviceTest(await localDescriptionOf(pc, 'offer'));
    await pc.setRemoteDescription(answer.sdp);
    onEcho(echo);
    await waitForIceConnected(pc, Math.max(0, deadline - Date.now()));
    let frames = 0;
    while (frames === 0 && Date.now() < deadline) {
      await sleep(framesPollMs);
      frames = (await framesDecodedOf(pc)) ?? 0;
    }
    return result(frames);
  } catch {
    return result(0);
  }
}

/**
 * The device test's codec test: H264, then VP8 if H264 decoded nothing (spec 000 §9, spec 001 §9). Answers
 * each codec tried, and the echo of the last one (still open, for the page to show).
 */
export async function runCodecTest(
  stream: MediaStream,
  onResult: (result: CodecResult) => void,
  onEcho: (echo: MediaStream) => void,
): Promise<{ results: CodecResult[]; pc: RTCPeerConnection | null }> {
  const results: CodecResult[] = [];
  let pc: RTCPeerConnection | null = null;
  for (const codec of DeviceTest.codecOrder) {
    pc?.close();
    const tried = await testCodec(stream, codec, onEcho);
    pc = tried.pc;
    results.push(tried.result);
    onResult(tried.result);
    if (tried.result.isWorking) break;
  }
  return { results, pc };
}

/** The codec the stage uses after a test: the first that worked, or none (the preference stays). */
export function workingCodec(results: readonly CodecResult[]): StageCodec | null {
  return results.find((result) => result.isWorking)?.codec ?? null;
}
