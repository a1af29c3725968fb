import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/apiError.ts';
import { parseByteRange } from './byteRange.ts';
import type { FileStorage } from './fileStorage.ts';

/**
 * Answers a stored file with its type and `cacheControl`, or the bytes a `Range` header asks for (206;
 * 416 past its end), so that players seek without downloading first. A missing file is "not found".
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  cacheControl: string,
): Promise<FastifyReply> {
  const found = await storage.describe(key);
  if (!found) throw new ApiError('NotFound');
  reply.header('Cache-Control', cacheControl).header('Accept-Ranges', 'bytes').type(found.contentType);
  const range = parseByteRange(request.headers.range, found.sizeBytes);
  if (range === 'unsatisfiable')
    return reply.code(416).header('Content-Range', `bytes */${found.sizeBytes}`).send();
  const file = await storage.read(key, range);
  if (!file) throw new ApiError('NotFound');
  if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${found.sizeBytes}`);
  return reply.header('Content-Length', file.sizeBytes).send(file.stream);
}
