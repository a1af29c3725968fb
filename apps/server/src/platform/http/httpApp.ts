import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import type { RateWindows } from '../bus/rateWindows.ts';
import { createLazyRequestLogger, type Logger } from '../logger.ts';
import { isJsonWithinDepth, Messages } from '@limelight/protocol';
import { ApiError } from './apiError.ts';
import { rateLimitStoreOf } from './rateLimitStore.ts';
import { answerClientError, answerError, answerFrameworkError } from './errorHandler.ts';

export interface HttpAppOptions {
  logger: Logger;
  /** Proxies trusted to name the client (`request.ip`): none, a hop count, or their addresses. */
  trustProxy: false | number | string[];
  rateLimitPerMinute: number;
  /** Where the counts are kept: shared by the processes while Redis answers, this process's otherwise. */
  rateWindows: RateWindows;
  /** How long a request body may send nothing before it is refused with 4000 (a client that stopped). */
  bodyIdleTimeoutMs: number;
}

/** The Fastify instance of the platform, typed with its pino logger. */
export type HttpApp = FastifyInstance<Server, IncomingMessage, ServerResponse, Logger>;

const maxBodyBytes = 1024 * 1024;

/**
 * Fastify with the platform's conventions: request ids (X-Request-Id honoured), the client's `v` and
 * `X-Client` logged with every request, rate limits answering 3000 with Retry-After, and one error
 * handler. Feature routes are added by the caller.
 */
export async function createHttpApp(options: HttpAppOptions): Promise<HttpApp> {
  const app = Fastify({
    loggerInstance: options.logger,
    trustProxy: trustedProxies(options.trustProxy),
    bodyLimit: maxBodyBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    disableRequestLogging: true,
    // Path parameters may hold a list (the events service's `/list/{ids comma-separated}`, up to 100 ids).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 4_000 },
    // Every answer is the envelope, also those written before a route is found (issue 9).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });

  app.setChildLoggerFactory(createLazyRequestLogger);
  // Hooks are synchronous (an async hook costs each request a promise and its ticks) and one per phase:
  // docs/decisions/http-speed.md. The two headers every answer carries, API or page, are set here; the
  // page's Content-Security-Policy is webApp.ts's.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers({
      'X-Request-Id': request.id,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Above `info` (a quiet deployment, the benches) the line is not even built.
    if (options.logger.isLevelEnabled('info')) {
      const query = request.query as { v?: unknown } | undefined;
      request.log.info(
        {
          method: request.method,
          url: request.routeOptions.url ?? request.url.split('?')[0],
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
          v: typeof query?.v === 'string' ? query.v : undefined,
          client: request.headers['x-client'],
        },
        'request',
      );
    }
    done();
  });

  app.setErrorHandler(answerError);
  refuseDeepJson(app);
  refuseStalledBodies(app, options.bodyIdleTimeoutMs);
  await app.register(rateLimit, {
    global: true,
    // The budget is for the API: loading the app, its assets and uploaded files must not spend it.
    allowList: (request) => !request.url.startsWith('/api/'),
    max: options.rateLimitPerMinute,
    timeWindow: 60_000,
    store: rateLimitStoreOf(options.rateWindows),
    errorResponseBuilder: (_request, context) =>
      new ApiError('TryAgainLater', undefined, { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
  // Uploads are read by the routes that take them, each with its own size limit (readUploadedFile).
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });
  return app;
}

/**
 * JSON bodies nested past `maxJsonDepth` answer 4000 before they are parsed (issue 26: ~4,000 levels
 * overflowed the stack of the schemas' recursive walk, a 500). Fastify's own parser does the rest.
 */
function refuseDeepJson(app: HttpApp): void {
  // Fastify's defaults: a body with `__proto__` or `constructor.prototype` keys is refused.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // Answered as any unreadable body is (malformed JSON): the catalogue's 4000, the reason in `data`.
    if (!isJsonWithinDepth(text)) {
      done(new ApiError('InvalidRequest', undefined, { reason: Messages.jsonTooDeep }), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * A body that stops arriving (a Content-Length larger than what is sent, an upload cut mid-part) answers
 * 4000 once the connection has been silent `idleMs`, and the connection is closed (issue 26: it was never
 * answered). The body's reader (the JSON parser, the multipart parser) receives the refusal as the
 * body's error and answers it as for any unreadable body. Only silence counts, so a slow but moving
 * upload is not cut.
 */
function refuseStalledBodies(app: HttpApp, idleMs: number): void {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const hasBody =
      raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
    // An injected request (`app.inject`) has no connection to fall silent.
    const isOnConnection = raw.socket instanceof Socket;
    if (!hasBody || raw.complete || idleMs <= 0 || !isOnConnection) return;
    // Node emits the request's 'timeout' only while its body is incomplete.
    raw.setTimeout(idleMs, () => {
      const refusal = new ApiError('InvalidRequest', undefined, { reason: 'request body stalled' });
      reply.header('Connection', 'close');
      if (raw.listenerCount('error') > 0) raw.emit('error', refusal);
      else if (!reply.sent) void reply.send(refusal);
      else raw.socket.destroy();
    });
    // Once the body is in, the connection's own timeouts apply again (a long download is no stalled body).
    raw.once('end', () => raw.socket.setTimeout(app.server.timeout));
  });
}

/**
 * Fastify's trust setting: a hop count trusts that many proxies counted from this server (proxy-addr's
 * hop index), so `request.ip` is the address the outermost trusted proxy saw.
 */
function trustedProxies(
  trust: HttpAppOptions['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
