import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import type { RateWindows } from '../bus/rateWindows.ts';
import { createLazyRequestLogger, type Logger } from '../logger.ts';
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
 * Fastify's trust setting: a hop count trusts that many proxies counted from this server (proxy-addr's
 * hop index), so `request.ip` is the address the outermost trusted proxy saw.
 */
function trustedProxies(
  trust: HttpAppOptions['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
