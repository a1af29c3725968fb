import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStreamTrack } from 'werift';
import type { StreamRecording, TrackKind } from './sfu.ts';
import { noteFinished } from './finishedRecordings.ts';
import { startWebmRecording, type WebmRecording } from './webmRecording.ts';

/** What the recordings need of a publisher of the engine. */
export interface RecordedPublisher {
  id: string;
  kinds: TrackKind[];
  /** The publisher's incoming tracks, as they arrive. */
  tracks: Partial<Record<TrackKind, MediaStreamTrack>>;
}

interface Recording {
  publisher: RecordedPublisher;
  path: string;
  /** Set once every track the publisher sends has arrived. */
  /** Undefined inside when the file could not be started (a codec WebM does not carry). */
  writer: Promise<WebmRecording | undefined> | undefined;
  keyFrameTimer: NodeJS.Timeout | undefined;
}

/** Until the first key frame reaches the file, the publisher is asked for one this often. */
const keyFrameRetryMs = 1_000;

/**
 * The engine's recordings (docs/decisions/stage-recordings.md): one WebM file per recorded publisher in
 * `dir`, started once the publisher's tracks are all there, asking it for a key frame until one arrives.
 */
export function createWeriftRecordings(options: { dir: string; askKeyFrame: (publisherId: string) => void }) {
  const recordings = new Map<string, Recording>();

  function startWhenReady(recording: Recording): void {
    const { publisher } = recording;
    if (recording.writer || !publisher.kinds.every((kind) => publisher.tracks[kind])) return;
    const stopAsking = () => clearInterval(recording.keyFrameTimer);
    recording.writer = mkdir(options.dir, { recursive: true })
      .then(() => startWebmRecording(recording.path, publisher.tracks, stopAsking))
      .catch(() => undefined);
    options.askKeyFrame(publisher.id);
    recording.keyFrameTimer = setInterval(() => options.askKeyFrame(publisher.id), keyFrameRetryMs);
  }

  return {
    /** Starts recording a publisher (again: nothing changes). */
    record(publisher: RecordedPublisher): void {
      if (recordings.has(publisher.id)) return;
      const recording: Recording = {
        publisher,
        path: path.join(options.dir, `${publisher.id}-${Date.now()}.webm`),
        writer: undefined,
        keyFrameTimer: undefined,
      };
      recordings.set(publisher.id, recording);
      startWhenReady(recording);
    },

    /** A track of a publisher arrived: its recording starts once all of them are there. */
    trackArrived(publisherId: string): void {
      const recording = recordings.get(publisherId);
      if (recording) startWhenReady(recording);
    },

    /** Finishes a publisher's recording; undefined when it had none. A file without a frame is removed. */
    async stop(publisherId: string): Promise<StreamRecording | undefined> {
      const recording = recordings.get(publisherId);
      if (!recording) return undefined;
      recordings.delete(publisherId);
      clearInterval(recording.keyFrameTimer);
      const writer = await recording.writer;
      const result = writer ? await writer.stop() : { firstFrameAt: null, durationMs: 0, sizeBytes: 0 };
      if (result.firstFrameAt === null) await rm(recording.path, { force: true });
      const finished = { publisherId, path: recording.path, mimeType: 'video/webm', ...result };
      // Noted beside the file: a server that died before hearing of it keeps it at its next start.
      await noteFinished(finished).catch(() => undefined);
      return finished;
    },

    /** The publishers being recorded. */
    ids: (): string[] => [...recordings.keys()],
  };
}
