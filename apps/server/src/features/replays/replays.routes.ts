import { replaysCalls } from '@limelight/protocol/http';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { ApiRouter } from '../../platform/http/router.ts';
import { viewerOf, type EventsRoutesOptions } from '../events/index.ts';
import type { ReplaysService } from './replays.service.ts';

/**
 * The replays group of the HTTP contract (packages/protocol/src/http/replays.calls.ts), but for `streams`,
 * which the stage recorder implements with `resolveReplay`.
 */
export function registerReplaysRoutes(
  router: ApiRouter,
  replays: ReplaysService,
  options: EventsRoutesOptions,
): void {
  const viewer = (input: { caller: Caller | null; request: FastifyRequest }) =>
    viewerOf(input.caller, input.request, options);
  const calls = replaysCalls;
  router.implement(calls.create, (input) =>
    replays.create({ ...viewer(input), caller: input.caller }, input.body),
  );
  router.implement(calls.get, (input) =>
    replays.get(viewer(input), input.query.eventId, input.query.recordId),
  );
  router.implement(calls.list, (input) => replays.list(input.query));
  router.implement(calls.duration, (input) => replays.duration(viewer(input), input.query));
  router.implement(calls.fetch, (input) => replays.fetch(viewer(input), input.query));
  router.implement(calls.chat, (input) => replays.chat(viewer(input), input.query));
  router.implement(calls.seek, (input) => replays.seek(viewer(input), input.query));
}
