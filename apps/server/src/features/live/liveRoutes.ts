import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { LiveViewer } from './live.service.ts';

/** Reads the viewer of a live page from a request: the caller and their country. */
export type LiveViewerOf = (caller: Caller, request: FastifyRequest) => LiveViewer;

/**
 * The viewer of a live page from a call's input. A live room's calls (cast, media, chat, shared content,
 * flags) are open to any token holder, members and guests, each handled as a viewer of the live page,
 * whose entry the feature checks.
 */
export function liveViewer(viewerOf: LiveViewerOf) {
  return (input: { caller: Caller; request: FastifyRequest }): LiveViewer =>
    viewerOf(input.caller, input.request);
}
