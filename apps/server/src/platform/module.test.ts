import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { AppKey, ChatCommand } from '@limelight/protocol';
import { defineCall } from '@limelight/protocol/http';
import { z } from 'zod';
import { TokenSigner } from './auth/tokens.ts';
import { createMemoryBus } from './bus/memoryBus.ts';
import { ApiError } from './http/apiError.ts';
import { createHttpApp } from './http/httpApp.ts';
import { ApiRouter } from './http/router.ts';
import { createMemoryPresence } from './presence/memoryPresence.ts';
import { RealtimeGateway } from './realtime/gateway.ts';
import { SocketRouter } from './realtime/socketRouter.ts';
import { runModules, type FeatureModule, type HttpHooks, type SocketHooks } from './module.ts';
import { createMemoryRateWindows } from './bus/rateWindows.ts';

const silent = pino({ level: 'silent' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

let hooks: { http: HttpHooks; realtime: SocketHooks };

beforeEach(async () => {
  const app = await createHttpApp({
    logger: silent,
    trustProxy: false,
    rateLimitPerMinute: 1000,
    rateWindows: createMemoryRateWindows(),
    bodyIdleTimeoutMs: 30_000,
  });
  const sockets = new SocketRouter();
  const gateway = new RealtimeGateway({
    tokens: new TokenSigner(new TextEncoder().encode('test-secret-of-at-least-thirty-two-characters')),
    accountAuth: async () => ({ tokenVersion: 0, banReason: null, revokedSessionIds: new Set() }),
    isAllowedOrigin: () => true,
    bus: createMemoryBus(silent),
    presence: createMemoryPresence(),
    router: sockets,
    roomLog: { currentSeq: async () => 0, readFrames: async () => [] },
    log: silent,
  });
  const router = new ApiRouter(app, async () => {
    throw new ApiError('LoginRequired');
  });
  hooks = { http: { router, app }, realtime: { sockets, gateway } };
});

afterEach(async () => {
  await hooks.realtime.gateway.close();
  await hooks.http.app.close();
});

/** A module that writes down each of its steps as `name.step`, failing the steps named in `fails`. */
function recorded(name: string, steps: string[], fails: readonly string[] = []): FeatureModule {
  const step = (what: string) => {
    steps.push(`${name}.${what}`);
    if (fails.includes(what)) throw new Error(`${name} ${what} failed`);
  };
  return {
    name,
    routes: () => step('routes'),
    sockets: () => step('sockets'),
    start: () => step('start'),
    stop: () => step('stop'),
  };
}

/** A logger whose error lines are kept, parsed. */
function keptLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'error' }, stream), lines };
}

const probeCall = defineCall({
  method: 'GET',
  path: '/api/probe',
  auth: 'none',
  answer: z.object({ isUp: z.boolean() }),
  codes: [],
  summary: 'A probe of the module list.',
});

describe('a module list is registered, then started in list order', () => {
  it('registers every routes, then every socket handler, then starts each module in order', async () => {
    const steps: string[] = [];
    await runModules([recorded('a', steps), recorded('b', steps)], hooks, silent);
    expect(steps).toEqual(['a.routes', 'b.routes', 'a.sockets', 'b.sockets', 'a.start', 'b.start']);
  });

  it('hands the routes and sockets hooks to each module: its routes and handlers are registered', async () => {
    const feature: FeatureModule = {
      name: 'probe',
      routes: ({ router }) => router.implement(probeCall, async () => ({ isUp: true })),
      sockets: ({ sockets }) => sockets.on(AppKey.Chat, ChatCommand.SendMessage, () => undefined),
    };
    await runModules([feature], hooks, silent);
    expect(hooks.http.router.routes.map((route) => route.url)).toEqual(['/api/probe']);
    const answer = await hooks.http.app.inject({ method: 'GET', url: '/api/probe' });
    expect(answer.json()).toMatchObject({ data: { isUp: true } });
    const frame = {
      appKey: AppKey.Chat,
      command: ChatCommand.SendMessage,
      payload: { eventId: 'e', content: 'hi' },
    };
    expect(hooks.realtime.sockets.match(frame)).toHaveLength(1);
  });

  it('waits for a module to start before it starts the next one', async () => {
    const steps: string[] = [];
    const slow: FeatureModule = {
      name: 'slow',
      async start() {
        await tick();
        steps.push('slow.started');
      },
    };
    await runModules([slow, recorded('next', steps)], hooks, silent);
    expect(steps).toEqual(['next.routes', 'next.sockets', 'slow.started', 'next.start']);
  });
});

describe('a module list stops in reverse order', () => {
  it('stops the last module first', async () => {
    const steps: string[] = [];
    const stop = await runModules(
      [recorded('a', steps), recorded('b', steps), recorded('c', steps)],
      hooks,
      silent,
    );
    steps.length = 0;
    await stop();
    expect(steps).toEqual(['c.stop', 'b.stop', 'a.stop']);
  });

  it('logs a stop that fails, with the module name, and still stops the modules before it', async () => {
    const steps: string[] = [];
    const { log, lines } = keptLog();
    const stop = await runModules([recorded('a', steps), recorded('b', steps, ['stop'])], hooks, log);
    steps.length = 0;
    await stop();
    expect(steps).toEqual(['b.stop', 'a.stop']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      module: 'b',
      msg: 'module did not stop cleanly',
      err: { message: 'b stop failed' },
    });
  });

  it('waits for a module to stop before it stops the one before it', async () => {
    const steps: string[] = [];
    const slow: FeatureModule = {
      name: 'slow',
      async stop() {
        await tick();
        steps.push('slow.stopped');
      },
    };
    const stop = await runModules([recorded('first', steps), slow], hooks, silent);
    steps.length = 0;
    await stop();
    expect(steps).toEqual(['slow.stopped', 'first.stop']);
  });
});

describe('a module list that cannot start is stopped', () => {
  it('stops every module in reverse order when a start fails, starts none after it, and throws', async () => {
    const steps: string[] = [];
    const modules = [recorded('a', steps), recorded('b', steps, ['start']), recorded('c', steps)];
    await expect(runModules(modules, hooks, silent)).rejects.toThrow('b start failed');
    expect(steps.slice(steps.indexOf('b.start'))).toEqual(['b.start', 'c.stop', 'b.stop', 'a.stop']);
  });

  it('stops every module when a registration fails, before any starts', async () => {
    const steps: string[] = [];
    const modules = [recorded('a', steps), recorded('b', steps, ['routes'])];
    await expect(runModules(modules, hooks, silent)).rejects.toThrow('b routes failed');
    expect(steps).toEqual(['a.routes', 'b.routes', 'b.stop', 'a.stop']);
  });
});
