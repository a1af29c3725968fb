import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { LiveViewer } from './live.service.ts';

/** Reads the viewer of a live page from a request: the caller and their country. */
export type LiveViewerOf = (caller: Caller, request: FastifyRequest) => LiveViewer;

/**
 * The routes of a live room's features (chat, shared content, flags): open to any caller (members and
 * guests), each handled as a viewer of the live page, whose entry the feature checks.
 */
export function liveRoutes(router: ApiRouter, viewerOf: LiveViewerOf) {
  // The router parsed the input with the schema given; TypeScript cannot resolve its conditional input
  // type for a schema that is still generic here.
  return {
    get<Q extends z.ZodType, R>(
      url: string,
      query: Q,
      handle: (viewer: LiveViewer, query: z.infer<Q>) => Promise<R>,
    ) {
      router.get(url, { auth: 'any', query }, (input) =>
        handle(viewerOf(input.caller, input.request), input.query as z.infer<Q>),
      );
    },
    post<B extends z.ZodType, R>(
      url: string,
      body: B,
      handle: (viewer: LiveViewer, body: z.infer<B>) => Promise<R>,
    ) {
      router.post(url, { auth: 'any', body }, (input) =>
        handle(viewerOf(input.caller, input.request), input.body as z.infer<B>),
      );
    },
  };
}
