import type { z } from 'zod';
import type { CodeName } from '../codes.ts';

/**
 * Who may make a call: anyone, anyone with the token (if any) resolved, any token holder (guest or
 * member), or members only.
 */
export type CallAuth = 'none' | 'optional' | 'any' | 'member';

/** The HTTP methods the API answers. */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One HTTP call, declared once (docs/decisions/http-contract.md): the server registers its route from it,
 * the web client sends it and parses its answer, the OpenAPI document describes it.
 */
export interface HttpCall {
  readonly method: CallMethod;
  /** Fastify's spelling: `/api/x/v1/y/:id` (the OpenAPI document writes `{id}`). */
  readonly path: string;
  readonly auth: CallAuth;
  /** Query and path parameters are objects of named values. */
  readonly query?: z.ZodType<unknown, Record<string, unknown>>;
  readonly body?: z.ZodType;
  readonly params?: z.ZodType<unknown, Record<string, unknown>>;
  /** The envelope's `data` when the code is Success; a file call's body. */
  readonly answer: z.ZodType;
  /**
   * The codes the call itself may answer besides Success. Those every call may answer (4000 for bad input,
   * 3000, 5000, and the token codes of its auth level: `impliedCodes`) are not listed. With CHECK_ANSWERS
   * (the integration suite), the server answers 5000 for a refusal with any other code.
   */
  readonly codes: readonly CodeName[];
  /** Per-route limit in requests per minute, tighter than the global one (login, uploads). */
  readonly rateLimitPerMinute?: number;
  /**
   * Whose requests `rateLimitPerMinute` counts: each sender's (the caller's user id; the address when the
   * token does not resolve) instead of each address's. Invitations are limited per sender, so people behind
   * one address do not share a budget and one sender cannot spread over addresses.
   */
  readonly rateLimitBy?: 'sender';
  /** Never rate limited: liveness probes of load balancers must not be refused. */
  readonly unlimited?: true;
  /** One line for the API reference. */
  readonly summary: string;
  /** The call answers a file instead of the envelope (refusals still answer the envelope). */
  readonly file?: true;
}

/** Declares one call; `const` keeps its method, path, auth and codes as literals. */
export function defineCall<const C extends HttpCall>(call: C): C {
  return call;
}

type Part<C, K extends 'query' | 'body' | 'params'> = C extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

/** What a client sends: the input of each part the call declares. */
export type CallInput<C extends HttpCall> = Part<C, 'query'> & Part<C, 'body'> & Part<C, 'params'>;

type ParsedPart<C, K extends 'query' | 'body' | 'params'> = C extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** What a handler receives: each part after parsing (undefined for a part the call does not declare). */
export interface ParsedCallInput<C extends HttpCall> {
  query: ParsedPart<C, 'query'>;
  body: ParsedPart<C, 'body'>;
  params: ParsedPart<C, 'params'>;
}

/** The data of a success answer, as the client reads it. */
export type CallAnswer<C extends HttpCall> = z.output<C['answer']>;

/** What a handler may return for the answer: the answer schema's input. */
export type CallResult<C extends HttpCall> = z.input<C['answer']>;
