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
  const file = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
  if (!file) throw new ApiError('InvalidRequest', rule.missingMessage);
  try {
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new ApiError('InvalidRequest', rule.tooLargeMessage);
    }
    throw error;
  }
}
