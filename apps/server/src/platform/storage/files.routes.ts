import type { HttpApp } from '../http/httpApp.ts';
import { ApiError } from '../http/apiError.ts';
import type { FileStorage } from './fileStorage.ts';
import { sendStoredFile } from './sendStoredFile.ts';
import { isPrivateFileKey, type SignedFileUrls } from './signedFileUrls.ts';

/**
 * GET /files/<key>: stored files. Keys are random and never reused, so a file is cached for a year;
 * `nosniff` (set for every answer) keeps browsers to the declared type. A `Range` request gets those bytes
 * (206), so that players seek a shared video without downloading it first (a late joiner starts at the
 * room's position). A private file (a stage recording) answers only at an address the server signed, and
 * is kept by the browser alone (`private`), not by shared caches; anything else is "not found".
 */
export function registerFileRoutes(app: HttpApp, storage: FileStorage, signed: SignedFileUrls): void {
  app.get('/files/*', async (request, reply) => {
    const { '*': key } = request.params as { '*': string };
    const isPrivate = isPrivateFileKey(key);
    if (isPrivate && !signed.isValid(key, request.query as Record<string, unknown>))
      throw new ApiError('NotFound');
    const cacheControl = isPrivate ? 'private, max-age=3600' : 'public, max-age=31536000, immutable';
    return sendStoredFile(request, reply, storage, key, cacheControl);
  });
}
