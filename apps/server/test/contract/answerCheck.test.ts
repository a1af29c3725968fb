import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { z } from 'zod';
import { ResponseCode } from '@limelight/protocol';
import { defineCall } from '@limelight/protocol/http';
import { ApiError } from '../../src/platform/http/apiError.ts';
import { createHttpApp, type HttpApp } from '../../src/platform/http/httpApp.ts';
import { ApiRouter } from '../../src/platform/http/router.ts';

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
    redis: undefined,
    redisPrefix: 'test:',
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
