import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createMemoryBus } from './memoryBus.ts';
import { BusRequestFailed, BusRequestUnanswered, createBusRequests } from './busRequests.ts';

const log = pino({ level: 'silent' });

/** Two processes' request helpers on one bus, both listening. */
async function twoProcesses() {
  const bus = createMemoryBus(log);
  const asking = createBusRequests(bus, log, 'asking');
  const answering = createBusRequests(bus, log, 'answering');
  await Promise.all([asking.start(), answering.start()]);
  return { bus, asking, answering };
}

describe('bus requests between processes', () => {
  it('carries a request to the target process and its answer back', async () => {
    const { asking, answering } = await twoProcesses();
    answering.handle('double', async (payload) => ({
      doubled: Number(payload) * 2,
      by: answering.processId,
    }));
    await expect(asking.request('answering', 'double', 21)).resolves.toEqual({
      doubled: 42,
      by: 'answering',
    });
  });

  it("answers an answer of nothing as null, and the target's error by its name and message", async () => {
    const { asking, answering } = await twoProcesses();
    answering.handle('nothing', async () => undefined);
    answering.handle('refuse', async () => {
      throw new RangeError('not that one');
    });
    await expect(asking.request('answering', 'nothing', null)).resolves.toBeNull();
    const failure = await asking.request('answering', 'refuse', null).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BusRequestFailed);
    expect(failure).toMatchObject({ remoteName: 'RangeError', message: 'not that one' });
  });

  it('fails at once when no process listens under the target id', async () => {
    const { asking } = await twoProcesses();
    const startedAt = Date.now();
    const failure = await asking.request('gone', 'double', 1, 5_000).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BusRequestUnanswered);
    expect(failure).toMatchObject({ reason: 'unknownTarget' });
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it('fails with a timeout when the target does not answer in time, and a late answer changes nothing', async () => {
    const { asking, answering } = await twoProcesses();
    let release: () => void = () => undefined;
    answering.handle('slow', () => new Promise((resolve) => (release = () => resolve('late'))));
    const failure = await asking.request('answering', 'slow', null, 50).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BusRequestUnanswered);
    expect(failure).toMatchObject({ reason: 'timeout' });
    release();
    answering.handle('fast', async () => 'on time');
    await expect(asking.request('answering', 'fast', null)).resolves.toBe('on time');
  });

  it('answers a topic the target does not serve with a failure, and a stopped process no longer answers', async () => {
    const { asking, answering } = await twoProcesses();
    await expect(asking.request('answering', 'unknown', null)).rejects.toBeInstanceOf(BusRequestFailed);
    await answering.stop();
    await expect(asking.request('answering', 'unknown', null)).rejects.toMatchObject({
      reason: 'unknownTarget',
    });
  });

  it('fails the requests still waiting when the asking process stops', async () => {
    const { asking, answering } = await twoProcesses();
    answering.handle('never', () => new Promise(() => undefined));
    const waiting = asking.request('answering', 'never', null).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await asking.stop();
    expect(await waiting).toBeInstanceOf(Error);
  });
});
