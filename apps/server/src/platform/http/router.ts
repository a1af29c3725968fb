import type { Readable } from 'node:stream';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { HttpApp } from './httpApp.ts';
import type { z } from 'zod';
import { codeCatalogue, ok } from '@limelight/protocol';
import {
  impliedCodes,
  type CallAuth,
  type CallResult,
  type HttpCall,
  type ParsedCallInput,
} from '@limelight/protocol/http';
import type { Caller } from '../auth/tokens.ts';
import type { CallerResolver } from '../auth/callerResolver.ts';
import { parseByteRange, type ByteRange } from '../storage/byteRange.ts';
import { ApiError } from './apiError.ts';

/**
 * Who may call a route: anyone, anyone with the token (if any) resolved, any token holder (guest or
 * member), or members only.
 */
export type AuthLevel = CallAuth;

type CallerFor<A extends AuthLevel> = A extends 'none' ? null : A extends 'optional' ? Caller | null : Caller;

/**
 * A cookie a handler sets on its answer. It is always HttpOnly and SameSite=Lax (no script reads it, no
 * other site's request carries it), Secure over HTTPS; `value` is sent URL-encoded.
 */
export interface ReplyCookie {
  name: string;
  value: string;
  path: string;
  maxAgeS: number;
}

export interface RouteInput<A extends AuthLevel, Q, B, P> {
  caller: CallerFor<A>;
  query: Q;
  body: B;
  params: P;
  request: FastifyRequest;
  /** Sets a cookie on the answer (a film's playback grant); the only part of the reply a handler reaches. */
  setCookie: (cookie: ReplyCookie) => void;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** A file a route answers: its name for the download, its type and its content. */
export interface DownloadedFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

/**
 * A stored file a route answers in ranges (a recording): the router reads the Range header, answers 206
 * with those bytes (416 past the end) and the whole file otherwise, as `/files/` does.
 */
export interface RangedFile {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  open: (range?: ByteRange) => Promise<Readable>;
}

type Handler<A extends AuthLevel, Q, B, P, R> = (
  input: RouteInput<A, Infer<Q>, Infer<B>, Infer<P>>,
) => Promise<R>;

/** A route as the router registered it, with the schemas its input is parsed with. */
export interface RegisteredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  auth: AuthLevel;
  query: z.ZodType | undefined;
  body: z.ZodType | undefined;
  params: z.ZodType | undefined;
  /** The contract's declaration the route implements. */
  call: HttpCall;
}

/** What a contract call's handler receives: its parsed input and the caller its auth level asks for. */
export type CallHandlerInput<C extends HttpCall> = ParsedCallInput<C> & {
  caller: CallerFor<C['auth']>;
  request: FastifyRequest;
  setCookie: (cookie: ReplyCookie) => void;
};

/**
 * A file a route writes as it is produced (a CSV export): sent chunk by chunk with the stream's
 * backpressure, never held whole in memory; no length or ranges.
 */
export interface StreamedFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

/** What a file call's handler answers. */
export type AnsweredFile = DownloadedFile | RangedFile | StreamedFile;

/** A contract call's handler: the answer's data (its schema's input), or the file of a file call. */
export type CallHandler<C extends HttpCall> = (
  input: CallHandlerInput<C>,
) => Promise<C extends { file: true } ? AnsweredFile : CallResult<C>>;

/** Router options: whether answers are checked against the contract (tests; `CHECK_ANSWERS=1`). */
export interface ApiRouterOptions {
  checkAnswers: boolean;
}

/**
 * Declares API routes as a chain: rate limit → auth → validate → handler → envelope. Handlers return
 * the `data` of a success envelope and throw ApiError for a refusal.
 */
export class ApiRouter {
  readonly #app: HttpApp;
  readonly #resolveCaller: CallerResolver;
  readonly #routes: RegisteredRoute[] = [];
  readonly #checkAnswers: boolean;

  constructor(
    app: HttpApp,
    resolveCaller: CallerResolver,
    options: ApiRouterOptions = { checkAnswers: false },
  ) {
    this.#app = app;
    this.#resolveCaller = resolveCaller;
    this.#checkAnswers = options.checkAnswers;
  }

  /**
   * Registers the route of a contract call: method, path, auth, input schemas and rate limit come from the
   * declaration. With `checkAnswers`, each success answer is parsed with the call's answer schema and each
   * refusal's code is looked up in the call's codes (its own and `impliedCodes`); a mismatch is logged and
   * answered 5000, so the integration suite checks every answer schema and every codes list.
   * `deployment.rateLimitPerMinute` replaces the declared limit where the deployment sets its own
   * (AUTH_RATE_LIMIT_PER_MINUTE for the calls that check a secret).
   */
  implement<C extends HttpCall>(
    call: C,
    handler: CallHandler<C>,
    deployment: { rateLimitPerMinute?: number } = {},
  ): void {
    const { method, path, auth, query, body, params, unlimited, rateLimitBy } = call;
    const rateLimitPerMinute = deployment.rateLimitPerMinute ?? call.rateLimitPerMinute;
    const options = { auth, query, body, params, rateLimitPerMinute, rateLimitBy, unlimited };
    // The input was parsed with the call's own schemas, so its parts are the call's parsed input.
    const run = (input: RouteInput<AuthLevel, unknown, unknown, unknown>) =>
      handler(input as CallHandlerInput<C>);
    const checked = this.#checkAnswers ? checkedAnswers(call, run) : run;
    if (call.file) {
      if (method !== 'GET') throw new Error(`File call ${method} ${path}: only GET answers a file`);
      // A file call's handler returns the file (CallHandler's conditional type); the router cannot narrow C.
      const fileHandler = checked as (input: CallHandlerInput<C>) => Promise<AnsweredFile>;
      this.#addFile<AuthLevel, z.ZodType, z.ZodType>(
        path,
        options,
        (input) => fileHandler(input as CallHandlerInput<C>),
        call,
      );
      return;
    }
    this.#add(method, path, options, checked, call);
  }

  /** Every route registered so far with its input schemas (the fuzz test walks them all). */
  get routes(): readonly RegisteredRoute[] {
    return this.#routes;
  }

  #addFile<A extends AuthLevel, Q, P>(
    url: string,
    options: { auth: A; query?: z.ZodType; params?: z.ZodType },
    handler: Handler<A, Q, undefined, P, AnsweredFile>,
    call: HttpCall,
  ): void {
    const resolveCaller = this.#resolveCaller;
    this.#record('GET', url, options, call);
    this.#app.get(url, async (request, reply) => {
      const file = await handler({
        caller: await callerFor(options.auth, resolveCaller, request.headers.authorization),
        query: parseWith<Q>(options.query, request.query),
        body: undefined,
        params: parseWith<P>(options.params, request.params),
        request,
        setCookie: cookieSetterOf(request, reply),
      });
      reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`);
      if ('stream' in file) return reply.send(file.stream);
      if (!('open' in file)) return reply.send(file.body);
      reply.header('Accept-Ranges', 'bytes');
      const range = parseByteRange(request.headers.range, file.sizeBytes);
      if (range === 'unsatisfiable')
        return reply.code(416).header('Content-Range', `bytes */${file.sizeBytes}`).send();
      if (range)
        reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${file.sizeBytes}`);
      const length = range ? range.end - range.start + 1 : file.sizeBytes;
      return reply.header('Content-Length', length).send(await file.open(range));
    });
  }

  #add<A extends AuthLevel, Q, B, P, R>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: {
      auth: A;
      query?: z.ZodType;
      body?: z.ZodType;
      params?: z.ZodType;
      rateLimitPerMinute?: number;
      rateLimitBy?: 'sender';
      unlimited?: true;
    },
    handler: Handler<A, Q, B, P, R>,
    call: HttpCall,
  ): void {
    // A route limited per sender resolves the token in its rate-limit hook: the handler reuses that answer.
    const resolved = new WeakMap<FastifyRequest, Promise<Caller>>();
    const resolveCaller = this.#resolveCaller;
    const callerOf = (request: FastifyRequest): CallerResolver => {
      return (authorization) => {
        const known = resolved.get(request);
        if (known) return known;
        const caller = resolveCaller(authorization);
        resolved.set(request, caller);
        return caller;
      };
    };
    this.#record(method, url, options, call);
    this.#app.route({
      method,
      url,
      config: rateLimitConfigOf(options, async (request) => {
        const caller = await callerOf(request)(request.headers.authorization).catch(() => undefined);
        return caller ? `sender:${caller.userId}` : request.ip;
      }),
      handler: async (request, reply) => {
        const input: RouteInput<A, Infer<Q>, Infer<B>, Infer<P>> = {
          caller: await callerFor(options.auth, callerOf(request), request.headers.authorization),
          query: parseWith<Q>(options.query, request.query),
          body: parseWith<B>(options.body, request.body ?? {}),
          params: parseWith<P>(options.params, request.params),
          request,
          setCookie: cookieSetterOf(request, reply),
        };
        return ok(await handler(input));
      },
    });
  }

  #record(
    method: RegisteredRoute['method'],
    url: string,
    options: { auth: AuthLevel; query?: z.ZodType; body?: z.ZodType; params?: z.ZodType },
    call: HttpCall,
  ): void {
    const { auth, query, body, params } = options;
    this.#routes.push({ method, url, auth, query, body, params, call });
  }
}

/**
 * A route's rate-limit configuration: none for the unlimited ones, the global budget when the route
 * declares none, its own per minute otherwise, counted per address or per sender (`senderKeyOf`: the
 * caller's user id, the address when the token does not resolve).
 */
function rateLimitConfigOf(
  options: { rateLimitPerMinute?: number; rateLimitBy?: 'sender'; unlimited?: true },
  senderKeyOf: (request: FastifyRequest) => Promise<string>,
): FastifyContextConfig {
  if (options.unlimited) return { rateLimit: false };
  if (!options.rateLimitPerMinute) return {};
  const limit: RateLimitOptions = { max: options.rateLimitPerMinute, timeWindow: 60_000 };
  return { rateLimit: options.rateLimitBy === 'sender' ? { ...limit, keyGenerator: senderKeyOf } : limit };
}

/**
 * A handler whose answers are checked against its call (`checkAnswers`): a success answer must parse with
 * the answer schema (a file call's is the file, not checked), a refusal must carry one of the codes the
 * call declares or implies. A mismatch throws a plain Error, which answers 5000 and is logged: not a
 * ZodError, which would answer 4000 as if the request were at fault.
 */
function checkedAnswers<R>(
  call: HttpCall,
  handler: (input: RouteInput<AuthLevel, unknown, unknown, unknown>) => Promise<R>,
): (input: RouteInput<AuthLevel, unknown, unknown, unknown>) => Promise<R> {
  const { method, path } = call;
  const declared = new Set([...call.codes, ...impliedCodes(call)].map((name) => codeCatalogue[name].code));
  return async (input) => {
    let answer: R;
    try {
      answer = await handler(input);
    } catch (error) {
      if (error instanceof ApiError && !declared.has(error.code))
        throw new Error(
          `${method} ${path} refused with ${error.code} (${error.message}), which is not among its codes`,
          { cause: error },
        );
      throw error;
    }
    if (call.file) return answer;
    const checked = call.answer.safeParse(answer);
    if (!checked.success)
      throw new Error(`The answer of ${method} ${path} does not match its schema: ${checked.error.message}`);
    return answer;
  };
}

/**
 * The caller a route's auth level asks for: none, the token's holder when a token is sent, any token
 * holder, or a member (10002 otherwise).
 */
async function callerFor<A extends AuthLevel>(
  auth: A,
  resolveCaller: CallerResolver,
  authorization: string | undefined,
): Promise<CallerFor<A>>;
async function callerFor(
  auth: AuthLevel,
  resolveCaller: CallerResolver,
  authorization: string | undefined,
): Promise<Caller | null> {
  if (auth === 'none' || (auth === 'optional' && !authorization)) return null;
  const caller = await resolveCaller(authorization);
  if (auth === 'member' && caller.kind !== 'member') throw new ApiError('LoginRequired');
  return caller;
}

// RFC 6265 cookie-name (a token) and a path without separators of the header.
const cookieNamePattern = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const cookiePathPattern = /^\/[^;\s]*$/;

/** Sets cookies on one reply (`Set-Cookie`, one header per cookie; Fastify keeps them all). */
function cookieSetterOf(request: FastifyRequest, reply: FastifyReply): (cookie: ReplyCookie) => void {
  return (cookie) => {
    if (!cookieNamePattern.test(cookie.name) || !cookiePathPattern.test(cookie.path))
      throw new Error(`Cookie ${cookie.name} (path ${cookie.path}) cannot be sent`);
    const attributes = [
      `${cookie.name}=${encodeURIComponent(cookie.value)}`,
      `Path=${cookie.path}`,
      `Max-Age=${Math.max(0, Math.floor(cookie.maxAgeS))}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(request.protocol === 'https' ? ['Secure'] : []),
    ];
    reply.header('Set-Cookie', attributes.join('; '));
  };
}

/** Parses a request part with its schema; a ZodError becomes 4000 in the error handler. */
function parseWith<S>(schema: z.ZodType | undefined, value: unknown): Infer<S>;
function parseWith(schema: z.ZodType | undefined, value: unknown): unknown {
  return schema ? schema.parse(value) : undefined;
}
