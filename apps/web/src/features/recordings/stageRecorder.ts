import { RecordingLimit } from '@limelight/protocol';
import { ApiNetworkError } from '../../lib/api/index.ts';
import { saveRecordingChunk, startRecording, stopRecording } from './recordingsApi.ts';
import { createUploadQueue } from './uploadQueue.ts';

/** The videos a recording shows: the stage's, as the page renders them (StreamVideo marks them). */
const recordingSourceSelector = 'video[data-recording-source]';

const frameWidth = 1280;
const frameHeight = 720;
const framesPerSecond = 24;

/** Where each of `count` tiles goes on the frame: one whole, two side by side, up to four in a grid. */
function tileRects(count: number) {
  const columns = count <= 1 ? 1 : 2;
  const rows = count <= 2 ? 1 : 2;
  const width = frameWidth / columns;
  const height = frameHeight / rows;
  return Array.from({ length: count }, (_, index) => ({
    x: (index % columns) * width,
    y: Math.floor(index / columns) * height,
    width,
    height,
  }));
}

/** Draws `video` into the rect, whole and centred (letterboxed). */
function drawFitted(
  context: CanvasRenderingContext2D,
  video: HTMLVideoElement,
  rect: ReturnType<typeof tileRects>[number],
) {
  const scale = Math.min(rect.width / (video.videoWidth || 1), rect.height / (video.videoHeight || 1));
  const width = video.videoWidth * scale;
  const height = video.videoHeight * scale;
  context.drawImage(
    video,
    rect.x + (rect.width - width) / 2,
    rect.y + (rect.height - height) / 2,
    width,
    height,
  );
}

/** A recording under way in this tab. */
export interface StageRecording {
  recordingId: string;
  /** Stops recording, sends what is left and finishes the file on the server. */
  stop: () => Promise<void>;
}

/**
 * Records what the stage shows (docs/decisions/recordings.md): its videos (up to four) composited on a
 * canvas, their sound mixed with WebAudio, encoded by MediaRecorder as WebM and sent a chunk every few
 * seconds through the upload queue, which retries a chunk that did not go.
 */
export async function startStageRecording(
  eventId: string,
  name: string,
  onFailed: (error: unknown) => void,
): Promise<StageRecording> {
  const recording = await startRecording(eventId, name);
  const canvas = document.createElement('canvas');
  canvas.width = frameWidth;
  canvas.height = frameHeight;
  const context = canvas.getContext('2d');
  const audio = new AudioContext();
  const mix = audio.createMediaStreamDestination();
  const mixed = new Map<MediaStream, MediaStreamAudioSourceNode>();

  const draw = () => {
    const videos = [...document.querySelectorAll<HTMLVideoElement>(recordingSourceSelector)]
      .filter((video) => video.videoWidth > 0)
      .slice(0, RecordingLimit.maxTiles);
    if (context) {
      context.fillStyle = '#000';
      context.fillRect(0, 0, frameWidth, frameHeight);
      const rects = tileRects(videos.length);
      videos.forEach((video, index) => drawFitted(context, video, rects[index] as (typeof rects)[number]));
    }
    // Each source's sound joins the mix once; one's own (muted on the page) is heard in the recording.
    for (const video of videos) {
      const stream = video.srcObject;
      if (!(stream instanceof MediaStream) || mixed.has(stream) || stream.getAudioTracks().length === 0)
        continue;
      const source = audio.createMediaStreamSource(stream);
      source.connect(mix);
      mixed.set(stream, source);
    }
  };
  draw();
  const timer = setInterval(draw, 1000 / framesPerSecond);
  const stream = new MediaStream([
    ...canvas.captureStream(framesPerSecond).getVideoTracks(),
    ...mix.stream.getAudioTracks(),
  ]);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
  const startedAt = performance.now();
  let chunkStartMs = 0;
  const queue = createUploadQueue({
    send: async (chunk) => void (await saveRecordingChunk(recording.recordingId, chunk)),
    // A network loss is worth another try; a refusal (a full quota, a stopped recording) is not.
    isRetryable: (error) => error instanceof ApiNetworkError,
    onFailed,
  });
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size === 0) return;
    queue.push({ data: event.data, timestampMs: Math.round(chunkStartMs) });
    chunkStartMs = performance.now() - startedAt;
  });
  recorder.start(RecordingLimit.chunkIntervalMs);

  return {
    recordingId: recording.recordingId,
    async stop() {
      const stopped = new Promise((resolve) => recorder.addEventListener('stop', resolve, { once: true }));
      recorder.stop();
      await stopped;
      clearInterval(timer);
      for (const track of stream.getTracks()) track.stop();
      await audio.close();
      await queue.drain();
      await stopRecording(recording.recordingId);
    },
  };
}
