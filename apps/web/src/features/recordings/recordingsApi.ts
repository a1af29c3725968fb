import { RecordingLimit } from '@limelight/protocol';
import { recordingsCalls as calls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';
import { saveBlob } from '../../lib/download/saveBlob.ts';
import type { RecordingChunk } from './uploadQueue.ts';

// The recordings group (packages/protocol/src/http/recordings.calls.ts; docs/decisions/recordings.md).

export const recordingKeys = {
  all: ['recordings'] as const,
  page: (page: number) => ['recordings', 'page', page] as const,
  one: (recordingId: string) => ['recordings', 'one', recordingId] as const,
};

export const startRecording = (eventId: string, name?: string) =>
  api.call(calls.startRecording, { body: { eventId, name } }).then(dataOf);

/** saveStream: one chunk as the multipart `data` part, named by X-Timestamp (spec 000 §7). */
export const saveRecordingChunk = (recordingId: string, chunk: RecordingChunk) =>
  api
    .uploadFile(calls.saveStream, new File([chunk.data], 'chunk.webm', { type: 'video/webm' }), {
      fieldName: 'data',
      query: { recordingId },
      headers: { [RecordingLimit.timestampHeader]: String(chunk.timestampMs) },
    })
    .then(dataOf);

export const stopRecording = (recordingId: string) =>
  api.call(calls.stopRecording, { body: { recordingId } }).then(dataOf);

export const fetchMyRecordings = (page: number) =>
  api.call(calls.myRecordings, { query: { page } }).then(dataOf);

export const fetchRecording = (recordingId: string) =>
  api.call(calls.recording, { query: { recordingId } }).then(dataOf);

export const renameRecording = (recordingId: string, name: string) =>
  api.call(calls.renameRecording, { body: { recordingId, name } }).then(dataOf);

export const trimRecording = (recordingId: string, startMs: number, endMs: number) =>
  api.call(calls.trimRecording, { body: { recordingId, startMs, endMs } }).then(dataOf);

export const deleteRecording = (recordingId: string) =>
  api.call(calls.deleteRecording, { body: { recordingId } }).then(dataOf);

/** The recording's file (the owner's token goes with it, so a plain link cannot fetch it). */
export const fetchRecordingFile = (recordingId: string) =>
  api.getFile(calls.downloadRecording, { params: { id: recordingId } });

/** spec 000 §7 downloadRecording: fetched as a blob and saved; the object URL is revoked after 40 s. */
export async function downloadRecording(recordingId: string, name: string): Promise<void> {
  saveBlob(await fetchRecordingFile(recordingId), `${name}.webm`);
}
