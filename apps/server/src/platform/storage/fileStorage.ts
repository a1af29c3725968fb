import type { Readable } from 'node:stream';
import { isStoredFileUrl } from '@limelight/protocol';
import type { ByteRange } from './byteRange.ts';

/** A stored file opened for reading. */
export interface StoredFile {
  stream: Readable;
  contentType: string;
  sizeBytes: number;
}

/**
 * Where uploaded files live: a local folder by default, an S3-compatible bucket when `S3_*` is set
 * (docs/decisions/storage-s3.md). Keys are chosen by the server (random names in a folder, with an
 * extension), never by users. Either way files are addressed as `/files/<key>`: the server's route decides
 * who may fetch them.
 */
export interface FileStorage {
  /** Stores bytes under a key; answers the URL the file is served at. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /**
   * Stores a stream under a key (large uploads never sit in memory); answers the URL. The file appears
   * only once the stream ended: a stream that fails leaves nothing behind.
   */
  putStream(key: string, stream: Readable, contentType: string): Promise<string>;
  /** Removes a file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Opens a file (only the bytes of `range` when given), or undefined when there is none. */
  read(key: string, range?: ByteRange): Promise<StoredFile | undefined>;
  /** A file's type and size without opening it, or undefined when there is none. */
  describe(key: string): Promise<Omit<StoredFile, 'stream'> | undefined>;
  /** The keys of the files under a folder (`prefix` ends with `/`), in no particular order. */
  list(prefix: string): Promise<string[]>;
  /**
   * An address the browser may fetch the file at directly, good until `expiresAt` (a presigned GET of the
   * bucket), or undefined when the server itself is the only way to the file (the local folder).
   */
  directUrlOf(key: string, expiresAt: Date): Promise<string | undefined>;
  /** The key of a URL this storage answered, or undefined for any other URL. */
  keyOfUrl(url: string): string | undefined;
}

/** Local files are served by this API path; the protocol's image-URL rule knows it too. */
export const localFilesPath = '/files/';

/** Whether a key is one the server could have chosen: no traversal, no odd characters. */
export function isValidFileKey(key: string): boolean {
  return isStoredFileUrl(localFilesPath + key);
}

/** The key of a `/files/<key>` address, or undefined for any other URL. */
export function keyOfFilesUrl(url: string): string | undefined {
  if (!url.startsWith(localFilesPath)) return undefined;
  const key = url.slice(localFilesPath.length);
  return isValidFileKey(key) ? key : undefined;
}

/** Refuses a key that is not valid or whose extension does not name `contentType` (files are served by it). */
export function checkStorableKey(key: string, contentType: string): void {
  if (!isValidFileKey(key)) throw new Error(`invalid file key "${key}"`);
  if (contentTypeOfKey(key) !== contentType) throw new Error(`key "${key}" is not a ${contentType} name`);
}

const contentTypesByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  vtt: 'text/vtt',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  // A DASH stream kept as files, played from an event's contents (docs/decisions/event-contents.md).
  mpd: 'application/dash+xml',
  m4s: 'video/iso.segment',
  // 3D models shared in rooms (docs/decisions/model-uploads.md).
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
};

/** The content type a key's extension stands for; storage serves files with it. */
export function contentTypeOfKey(key: string): string | undefined {
  return contentTypesByExtension[key.slice(key.lastIndexOf('.') + 1)];
}
