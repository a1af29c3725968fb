import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createMemoryBus } from './memoryBus.ts';

const log = pino({ level: 'silent' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('memory bus', () => {
  it('delivers to every subscriber of the channel only', async () => {
    const bus = createMemoryBus(log);
    const seen: string[] = [];
    await bus.subscribe('a', (p) => seen.push(`a1:${String(p)}`));
    await bus.subscribe('a', (p) => seen.push(`a2:${String(p)}`));
    await bus.subscribe('b', (p) => seen.push(`b:${String(p)}`));
    await bus.publish('a', 'x');
    await tick();
    expect(seen).toEqual(['a1:x', 'a2:x']);
  });

  it('never delivers inside publish, like a network hop', async () => {
    const bus = createMemoryBus(log);
    const seen: unknown[] = [];
    await bus.subscribe('a', (p) => seen.push(p));
    const published = bus.publish('a', 1);
    expect(seen).toEqual([]);
    await published;
    await tick();
    expect(seen).toEqual([1]);
  });

  it('stops delivering after unsubscribe, and a failing handler does not stop the others', async () => {
    const bus = createMemoryBus(log);
    const seen: unknown[] = [];
    const unsubscribe = await bus.subscribe('a', (p) => seen.push(`gone:${String(p)}`));
    await bus.subscribe('a', () => {
      throw new Error('boom');
    });
    await bus.subscribe('a', (p) => seen.push(p));
    await unsubscribe();
    await bus.publish('a', 2);
    await tick();
    expect(seen).toEqual([2]);
  });
});
