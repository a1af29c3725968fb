import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpApp } from './httpApp.ts';
import { ZodError } from 'zod';
import { codeCatalogue, httpStatusOf, type Envelope } from '@limelight/protocol';
import { ApiError } from './apiError.ts';

/** Sends a code's envelope with the HTTP status of its class. */
export function sendEnvelope(reply: FastifyReply, envelope: Envelope<unknown>): FastifyReply {
  return reply.status(httpStatusOf(envelope.code)).send(envelope);
}

/**
 * The one place where failures become envelopes: ApiError keeps its code, invalid input answers 4000
 * with the first rule's message, a rate limit 3000 with Retry-After, anything else 5000 (logged).
 */
export function registerErrorHandling(app: HttpApp): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return sendEnvelope(reply, { code: error.code, message: error.message, data: error.data });
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      const first = issues[0];
      const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : undefined;
      return sendEnvelope(reply, {
        code: codeCatalogue.InvalidRequest.code,
        message: message ?? codeCatalogue.InvalidRequest.message,
        data: { issues },
      });
    }
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      // Malformed JSON, unsupported media type, body too large: the client's fault, never a 500.
      request.log.info({ err: error }, 'rejected request');
      return sendEnvelope(reply, {
        code: codeCatalogue.InvalidRequest.code,
        message: codeCatalogue.InvalidRequest.message,
        data: { reason: error.message },
      });
    }
    request.log.error({ err: error }, 'request failed');
    return sendEnvelope(reply, {
      code: codeCatalogue.SystemError.code,
      message: codeCatalogue.SystemError.message,
      data: null,
    });
  });
}
