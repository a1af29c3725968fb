import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './apiError.ts';

/** How one route takes its file: the size limit and the messages of a too large or missing file. */
export interface UploadRule {
  maxBytes: number;
  tooLargeMessage: string;
  missingMessage: string;
}

/**
 * Reads the one file of a multipart request into memory, refusing it (4000 with the rule's message) past
 * `maxBytes` or when there is none. Other form fields are not used.
 */
export async function readUploadedFile(request: FastifyRequest, rule: UploadRule): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError('InvalidRequest', rule.missingMessage);
  const file = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } }).catch(refuseMalformed);
  if (!file) throw new ApiError('InvalidRequest', rule.missingMessage);
  try {
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new ApiError('InvalidRequest', rule.tooLargeMessage);
    }
    return refuseMalformed(error);
  }
}

/**
 * A form the multipart parser cannot read (no boundary, a body cut short) is the client's fault: 4000,
 * never the 500 of a plain parser error (issue 9). Only the request is read here, so no error of ours
 * is mistaken for one.
 */
function asMalformedForm(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('InvalidRequest', undefined, {
    reason: error instanceof Error ? error.message : 'unreadable multipart form',
  });
}

function refuseMalformed(error: unknown): never {
  throw asMalformedForm(error);
}

/** The one file of a multipart request as a stream, with the text fields sent before it. */
export interface UploadStream {
  stream: Readable;
  fields: Record<string, string>;
  /** Reads and drops what is left of the file, so that the request ends cleanly after a refusal. */
  discard(): Promise<void>;
}

/**
 * Opens the one file of a multipart request without reading it into memory (large videos). The parser
 * stops at `maxBytes` + 1, so a consumer counting bytes sees a file past its limit; fields sent after
 * the file are not seen.
 */
export async function openUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
  missingMessage: string,
): Promise<UploadStream> {
  if (!request.isMultipart()) throw new ApiError('InvalidRequest', missingMessage);
  const file = await request
    .file({ limits: { fileSize: maxBytes + 1, files: 1 }, throwFileSizeLimit: false })
    .catch(refuseMalformed);
  if (!file) throw new ApiError('InvalidRequest', missingMessage);
  // The consumer reads the file later (storage, sniffing): a body cut short reaches it as 4000 too.
  const stream = new PassThrough();
  file.file.on('error', (error) => stream.destroy(asMalformedForm(error)));
  file.file.pipe(stream);
  const fields: Record<string, string> = {};
  for (const [name, part] of Object.entries(file.fields)) {
    const first = Array.isArray(part) ? part[0] : part;
    if (first?.type === 'field' && typeof first.value === 'string') fields[name] = first.value;
  }
  return {
    stream,
    fields,
    async discard() {
      // Nobody reads the pass-through any more: a body cut short (a stalled or closed connection)
      // destroying it now must not be an unhandled stream error.
      stream.on('error', () => undefined);
      if (file.file.readableEnded || file.file.destroyed) return;
      // The pass-through is drained too, or its full buffer would pause the file again.
      stream.resume();
      file.file.resume();
      await finished(file.file).catch(() => undefined);
    },
  };
}
