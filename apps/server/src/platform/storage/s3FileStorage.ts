import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  checkStorableKey,
  contentTypeOfKey,
  isValidFileKey,
  keyOfFilesUrl,
  localFilesPath,
  type FileStorage,
} from './fileStorage.ts';
import type { S3Settings } from './s3Settings.ts';

/**
 * Streamed uploads go up in parts of this size, two at a time (docs/decisions/storage-s3.md): at most
 * 16 MiB of an upload sits in memory, and a file below one part is a single PUT.
 */
const partSizeBytes = 8 * 1024 * 1024;
const partsInFlight = 2;

/** S3 refuses presigned addresses good for more than a week. */
const maxPresignSeconds = 7 * 24 * 3600;

/** Whether S3 answered that the object (or bucket) is not there. */
const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/** A request's answer, or undefined when S3 says the object is not there. */
async function unlessMissing<T>(request: Promise<T>): Promise<T | undefined> {
  try {
    return await request;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Files in an S3-compatible bucket, under the same keys and `/files/<key>` addresses as the local folder, so
 * that a deployment moves between the two by copying the files. The objects keep their type (served with it
 * by presigned addresses too).
 */
export function createS3FileStorage(settings: S3Settings): FileStorage & { close(): void } {
  const client = new S3Client({
    endpoint: settings.endpoint.href,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Bucket in the path: S3-compatible servers (MinIO, Ceph, Garage) rarely have per-bucket host names.
    forcePathStyle: true,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's default
    // aws-chunked uploads with trailing CRC32s.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const checkKey = (key: string) => {
    if (!isValidFileKey(key)) throw new Error(`invalid file key "${key}"`);
  };

  return {
    async put(key, bytes, contentType) {
      checkStorableKey(key, contentType);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
      return localFilesPath + key;
    },

    async putStream(key, stream, contentType) {
      checkStorableKey(key, contentType);
      // A multipart upload appears only when completed; one that fails is aborted (its parts go).
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: stream, ContentType: contentType },
        partSize: partSizeBytes,
        queueSize: partsInFlight,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } finally {
        stream.destroy();
      }
      return localFilesPath + key;
    },

    async delete(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async describe(key) {
      const contentType = isValidFileKey(key) ? contentTypeOfKey(key) : undefined;
      if (!contentType) return undefined;
      const head = await unlessMissing(client.send(new HeadObjectCommand({ Bucket, Key: key })));
      return head ? { contentType, sizeBytes: head.ContentLength ?? 0 } : undefined;
    },

    async read(key, range) {
      const contentType = isValidFileKey(key) ? contentTypeOfKey(key) : undefined;
      if (!contentType) return undefined;
      const object = await unlessMissing(
        client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
        ),
      );
      if (!object?.Body) return undefined;
      // In Node the body is the response's IncomingMessage (a Readable).
      return { stream: object.Body as Readable, contentType, sizeBytes: object.ContentLength ?? 0 };
    },

    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },

    async directUrlOf(key, expiresAt) {
      checkKey(key);
      const seconds = Math.ceil((expiresAt.getTime() - Date.now()) / 1000);
      const expiresIn = Math.min(Math.max(seconds, 1), maxPresignSeconds);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn });
    },

    keyOfUrl: keyOfFilesUrl,

    close: () => client.destroy(),
  };
}
