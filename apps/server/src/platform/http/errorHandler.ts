import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { codeCatalogue, httpStatusOf, type Envelope } from '@limelight/protocol';
import { ApiError } from './apiError.ts';

function retryAfterOf(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null || !('retryAfterSeconds' in data)) return undefined;
  const { retryAfterSeconds } = data;
  return typeof retryAfterSeconds === 'number' ? retryAfterSeconds : undefined;
}

/** Sends a code's envelope with the HTTP status of its class. */
export function sendEnvelope(reply: FastifyReply, envelope: Envelope<unknown>): FastifyReply {
  return reply.status(httpStatusOf(envelope.code)).send(envelope);
}

/**
 * The one place where failures become envelopes (httpApp.ts makes it the app's error handler): ApiError
 * keeps its code, invalid input answers 4000 with the first rule's message, a rate limit 3000 with
 * Retry-After, anything else 5000 (logged).
 */
export function answerError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    // A refusal that says when to come back (login back-off, resend cool-down) says it as HTTP does too.
    const retryAfterSeconds = retryAfterOf(error.data);
    if (retryAfterSeconds !== undefined) reply.header('Retry-After', String(retryAfterSeconds));
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
}

/**
 * Fastify's `frameworkErrors`: a URL that does not decode (FST_ERR_BAD_URL) or a path parameter past its
 * length answers 4000 in the envelope, not Fastify's own JSON.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ err: error }, 'rejected request');
  void sendEnvelope(reply, {
    code: codeCatalogue.InvalidRequest.code,
    message: codeCatalogue.InvalidRequest.message,
    data: { reason: error.code },
  });
}

/**
 * The server's 'clientError' (Fastify's `clientErrorHandler`): requests Node's parser refuses before a
 * route sees them (a header past 16 KB, a malformed request line or chunked body) still answer the
 * envelope on the raw socket: 431 for headers too large, 408 for a client too slow, 400 otherwise.
 */
export function answerClientError(
  this: { log: { debug(object: object, message: string): void } },
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error');
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const reason = { 431: 'Request Header Fields Too Large', 408: 'Request Timeout', 400: 'Bad Request' }[
    status
  ];
  const entry = status === 408 ? codeCatalogue.TryAgainLater : codeCatalogue.InvalidRequest;
  const body = JSON.stringify({
    code: entry.code,
    message: entry.message,
    data: { reason: error.code ?? null },
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
