import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { z } from 'zod';
import { ResponseCode } from '@limelight/protocol';
import { defineCall } from '@limelight/protocol/http';
import { ApiError } from '../../src/platform/http/apiError.ts';
import { createHttpApp, type HttpApp } from '../../src/platform/http/httpApp.ts';
import { ApiRouter } from '../../src/platform/http/router.ts';
import { createMemoryRateWindows } from '../../src/platform/bus/rateWindows.ts';

const echo = defineCall({
  method: 'POST',
  path: '/api/test/v1/echo',
  auth: 'none',
  body: z.object({ count: z.coerce.number().int() }),
  answer: z.object({ count: z.number().int().min(0) }),
  codes: [],
  summary: 'Answers the count it is sent.',
});

let app: HttpApp;
const routerFor = (checkAnswers: boolean) =>
  new ApiRouter(
    app,
    async () => {
      throw new ApiError('LoginRequired');
    },
    { checkAnswers },
  );

const newApp = () =>
  createHttpApp({
    logger: pino({ level: 'silent' }),
    trustProxy: false,
    rateLimitPerMinute: 1000,
    rateWindows: createMemoryRateWindows(),
    bodyIdleTimeoutMs: 30_000,
  });

beforeEach(async () => {
  app = await newApp();
});
afterEach(() => app.close());

const send = async (count: string) =>
  (await app.inject({ method: 'POST', url: echo.path, payload: { count } })).json<{
    code: number;
    data: unknown;
  }>();

describe('router.implement', () => {
  it('parses the input with the declaration and answers the handler’s data in the envelope', async () => {
    routerFor(true).implement(echo, async ({ body }) => ({ count: body.count }));
    expect(await send('3')).toMatchObject({ code: ResponseCode.Success, data: { count: 3 } });
    expect((await send('three')).code).toBe(ResponseCode.InvalidRequest);
  });

  it('answers 5000 for an answer its schema refuses when answers are checked, and sends it otherwise', async () => {
    routerFor(true).implement(echo, async ({ body }) => ({ count: body.count }));
    expect((await send('-1')).code).toBe(ResponseCode.SystemError);
    await app.close();
    app = await newApp();
    routerFor(false).implement(echo, async ({ body }) => ({ count: body.count }));
    expect(await send('-1')).toMatchObject({ code: ResponseCode.Success, data: { count: -1 } });
  });
});

describe('router.implement: the codes a call declares', () => {
  const refusing = defineCall({
    method: 'POST',
    path: '/api/test/v1/refuse',
    auth: 'any',
    body: z.object({ code: z.enum(['RoomNotFound', 'Forbidden', 'InvalidRequest', 'TokenExpired']) }),
    answer: z.null(),
    codes: ['RoomNotFound'],
    summary: 'Refuses with the code it is sent.',
  });
  const refuse = async (code: string) =>
    (await app.inject({ method: 'POST', url: refusing.path, payload: { code } })).json<{ code: number }>();
  const implement = (checkAnswers: boolean) =>
    new ApiRouter(app, async () => ({ userId: 'u', kind: 'member', sessionId: 's', version: 0 }), {
      checkAnswers,
    }).implement(refusing, async ({ body }) => {
      throw new ApiError(body.code);
    });

  it('answers a declared code, and those every call of its kind may answer (4000, the token codes)', async () => {
    implement(true);
    expect((await refuse('RoomNotFound')).code).toBe(ResponseCode.RoomNotFound);
    expect((await refuse('InvalidRequest')).code).toBe(ResponseCode.InvalidRequest);
    expect((await refuse('TokenExpired')).code).toBe(ResponseCode.TokenExpired);
  });

  it('answers 5000 for a code the call does not declare when answers are checked, and sends it otherwise', async () => {
    implement(true);
    expect((await refuse('Forbidden')).code).toBe(ResponseCode.SystemError);
    await app.close();
    app = await newApp();
    implement(false);
    expect((await refuse('Forbidden')).code).toBe(ResponseCode.Forbidden);
  });
});
