import { open } from 'node:fs/promises';
import type { MediaStreamTrack, RtcpPacket, RtpPacket } from 'werift';
import {
  DepacketizeCallback,
  DurationPosition,
  JitterBufferCallback,
  LipsyncCallback,
  NtpTimeCallback,
  RtcpSourceCallback,
  RtcpSrPacket,
  RtpSourceCallback,
  SegmentSizePosition,
  WebmCallback,
  ntpTime2Sec,
  replaceSegmentSize,
  type WebmInput,
  type WebmTrack,
} from 'werift/nonstandard';
import type { TrackKind } from './sfu.ts';

/** What a finished file holds (docs/decisions/stage-recordings.md). */
export interface WebmRecordingResult {
  /** Server time (ms) of the file's first frame, its time 0; null when no frame was written. */
  firstFrameAt: number | null;
  durationMs: number;
  sizeBytes: number;
}

export interface WebmRecording {
  /** Ends the recording: the tracks' last frames are written, then the duration and the cues. */
  stop(): Promise<WebmRecordingResult>;
}

/** A file that never gets its end (a writer stuck) is closed after this long, as it is. */
const finishTimeoutMs = 5_000;

const videoCodecs: Record<string, WebmTrack['codec']> = {
  vp8: 'VP8',
  vp9: 'VP9',
  h264: 'MPEG4/ISO/AVC',
  av1: 'AV1',
};

/**
 * Writes a publisher's tracks to a WebM file as they arrive, with werift's own processors (the pipeline of
 * its `MediaRecorder`): the RTP payload is depacketized into frames and muxed, never decoded or encoded.
 * Two things differ from `MediaRecorder`: the file stays open (one write per frame, not an open and a
 * close), and the first frame's server time is known. Frames are timed on the publisher's NTP clock
 * (its RTCP sender reports); each report also tells the distance between that clock and the server's, so
 * the first frame's NTP time becomes a server time.
 */
export async function startWebmRecording(
  path: string,
  tracks: Partial<Record<TrackKind, MediaStreamTrack>>,
  onVideoKeyFrame: () => void,
): Promise<WebmRecording> {
  const file = await open(path, 'w');
  const kinds = (['video', 'audio'] as const).filter((kind) => tracks[kind]);
  const webmTracks: WebmTrack[] = kinds.map((kind, index) => {
    const codecName = tracks[kind]?.codec?.name.toLowerCase() ?? '';
    const videoCodec = videoCodecs[codecName];
    if (kind === 'video' && !videoCodec) throw new Error(`cannot record ${codecName} in WebM`);
    return kind === 'video' && videoCodec
      ? { kind, codec: videoCodec, clockRate: 90_000, trackNumber: index + 1, width: 640, height: 360 }
      : { kind, codec: 'OPUS', clockRate: 48_000, trackNumber: index + 1 };
  });
  // The WebM header announces a day; the real duration replaces it at the end.
  const webm = new WebmCallback(webmTracks, { duration: 24 * 3_600_000 });
  const lipsync = new LipsyncCallback({});
  let sizeBytes = 0;
  let serverMinusNtpMs: number | undefined;
  let firstFrameAt: number | null = null;
  let finish: (result: WebmRecordingResult) => void = () => undefined;
  const finished = new Promise<WebmRecordingResult>((resolve) => (finish = resolve));

  webm.pipe(async (output) => {
    if (output.saveToFile) {
      await file.write(output.saveToFile);
      sizeBytes += output.saveToFile.length;
      return;
    }
    if (!output.eol) return;
    const { durationElement, duration } = output.eol;
    await file.write(durationElement, 0, durationElement.length, DurationPosition);
    const segmentSize = replaceSegmentSize(sizeBytes);
    await file.write(segmentSize, 0, segmentSize.length, SegmentSizePosition);
    finish({ firstFrameAt, durationMs: Math.round(duration), sizeBytes });
  });

  /** The frames that reach the writer: the first one it keeps (audio, or a video key frame) is time 0. */
  const toWriter = (kind: TrackKind) => (input: WebmInput) => {
    const { frame } = input;
    if (frame && kind === 'video' && frame.isKeyframe) onVideoKeyFrame();
    if (frame && firstFrameAt === null && serverMinusNtpMs !== undefined)
      if (kind === 'audio' || frame.isKeyframe) firstFrameAt = Math.round(frame.time + serverMinusNtpMs);
    if (kind === 'audio') webm.inputAudio(input);
    else webm.inputVideo(input);
  };
  lipsync.pipeAudio(toWriter('audio'));
  lipsync.pipeVideo(toWriter('video'));

  const unsubscribes: (() => void)[] = [];
  const sources = webmTracks.map(({ kind, clockRate, codec }) => {
    const track = tracks[kind] as MediaStreamTrack;
    const rtpSource = new RtpSourceCallback();
    const rtcpSource = new RtcpSourceCallback();
    const time = new NtpTimeCallback(clockRate);
    // The SFU forwards the same packet to subscribers, whose senders rewrite its header: the writer's copy.
    const onRtp = track.onReceiveRtp.subscribe((rtp: RtpPacket) => rtpSource.input(rtp.clone()));
    const onRtcp = track.onReceiveRtcp.subscribe((rtcp: RtcpPacket) => {
      // By type, not class: werift's two entry points each bundle their own classes.
      if (rtcp.type === RtcpSrPacket.type)
        serverMinusNtpMs = Date.now() - ntpTime2Sec((rtcp as RtcpSrPacket).senderInfo.ntpTimestamp) * 1000;
      rtcpSource.input(rtcp);
    });
    unsubscribes.push(onRtp.unSubscribe, onRtcp.unSubscribe);
    rtcpSource.pipe(time.input);
    if (kind === 'video') {
      const depacketizer = new DepacketizeCallback(codec, { isFinalPacketInSequence: (h) => h.marker });
      const jitterBuffer = new JitterBufferCallback(clockRate, {});
      rtpSource.pipe(jitterBuffer.input);
      jitterBuffer.pipe(time.input);
      time.pipe(depacketizer.input);
      depacketizer.pipe(lipsync.inputVideo);
    } else {
      const depacketizer = new DepacketizeCallback(codec);
      rtpSource.pipe(time.input);
      time.pipe(depacketizer.input);
      depacketizer.pipe(lipsync.inputAudio);
    }
    return rtpSource;
  });

  return {
    async stop() {
      for (const unsubscribe of unsubscribes) unsubscribe();
      // Each source's end flows down its chain; the writer ends once every track has ended.
      for (const source of sources) source.stop();
      const timeout = new Promise<WebmRecordingResult>((resolve) =>
        setTimeout(() => resolve({ firstFrameAt, durationMs: 0, sizeBytes }), finishTimeoutMs).unref(),
      );
      const result = await Promise.race([finished, timeout]);
      webm.destroy();
      await file.close();
      return result;
    },
  };
}
