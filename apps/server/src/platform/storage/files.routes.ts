import type { HttpApp } from '../http/httpApp.ts';
import { ApiError } from '../http/apiError.ts';
import { contentTypeOfKey, type FileStorage } from './fileStorage.ts';
import { sendStoredFile } from './sendStoredFile.ts';
import { isPrivateFileKey, type SignedFileUrls } from './signedFileUrls.ts';

/**
 * GET /files/<key>: stored files. Keys are random and never reused, so a file is cached for a year;
 * `nosniff` (set for every answer) keeps browsers to the declared type. A `Range` request gets those bytes
 * (206), so that players seek a shared video without downloading it first (a late joiner starts at the
 * room's position). A private file (a stage recording) answers only at an address the server signed, and
 * is kept by the browser alone (`private`), not by shared caches; anything else is "not found". When the
 * storage hands out direct addresses (S3), a signed video is answered by a redirect to a presigned address
 * good as long as the signature (docs/decisions/storage-s3.md): a `<video>` follows it without CORS and
 * fetches the bytes from the bucket; other files (captions read by `<track>`, models fetched by script)
 * stay on this origin.
 */
const isVideoKey = (key: string) => contentTypeOfKey(key)?.startsWith('video/') === true;

export function registerFileRoutes(app: HttpApp, storage: FileStorage, signed: SignedFileUrls): void {
  app.get('/files/*', async (request, reply) => {
    const { '*': key } = request.params as { '*': string };
    const query = request.query as Record<string, unknown>;
    const isPrivate = isPrivateFileKey(key);
    if (isPrivate && !signed.isValid(key, query)) throw new ApiError('NotFound');
    // A valid signature's `expires` is a time in ms.
    const direct =
      isPrivate && isVideoKey(key)
        ? await storage.directUrlOf(key, new Date(Number(query.expires)))
        : undefined;
    if (direct) return reply.header('Cache-Control', 'no-store').redirect(direct, 302);
    const cacheControl = isPrivate ? 'private, max-age=3600' : 'public, max-age=31536000, immutable';
    return sendStoredFile(request, reply, storage, key, cacheControl);
  });
}
