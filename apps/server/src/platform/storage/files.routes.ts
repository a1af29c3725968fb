import type { HttpApp } from '../http/httpApp.ts';
import { ApiError } from '../http/apiError.ts';
import type { FileStorage } from './fileStorage.ts';

/**
 * GET /files/<key>: stored files. Keys are random and never reused, so a file is cached for a year;
 * `nosniff` (set for every answer) keeps browsers to the declared type.
 */
export function registerFileRoutes(app: HttpApp, storage: FileStorage): void {
  app.get('/files/*', async (request, reply) => {
    const { '*': key } = request.params as { '*': string };
    const file = await storage.read(key);
    if (!file) throw new ApiError('NotFound');
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Length', file.sizeBytes)
      .type(file.contentType)
      .send(file.stream);
  });
}
