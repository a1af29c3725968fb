import { describe, expect, it, vi } from 'vitest';
import { AudioLevelMeter, type MeterAudioContext } from './audioLevelMeter.ts';

/** An audio graph whose analyser answers `samples` (repeated to fill the buffer). */
function fakeAudioContext(samples: number[]) {
  const source = { connect: vi.fn(), disconnect: vi.fn() };
  const analyser = {
    fftSize: 0,
    getFloatTimeDomainData: (buffer: Float32Array) => {
      for (let index = 0; index < buffer.length; index += 1)
        buffer[index] = samples[index % samples.length] ?? 0;
    },
  };
  const context = {
    createMediaStreamSource: vi.fn(() => source),
    createAnalyser: () => analyser,
    close: vi.fn(async () => undefined),
  };
  return { context: context as unknown as MeterAudioContext, source, analyser, close: context.close };
}

const stream = {} as MediaStream;

describe('the audio level meter', () => {
  it('reads 0 for silence and the root mean square of the samples otherwise', () => {
    expect(new AudioLevelMeter(stream, fakeAudioContext([0]).context).level()).toBe(0);
    expect(new AudioLevelMeter(stream, fakeAudioContext([0.5, -0.5]).context).level()).toBeCloseTo(0.5);
    expect(new AudioLevelMeter(stream, fakeAudioContext([1, -1, 1, -1]).context).level()).toBeCloseTo(1);
  });

  it('listens to the stream through an analyser and releases the graph on close', () => {
    const { context, source, analyser, close } = fakeAudioContext([0.1]);
    const meter = new AudioLevelMeter(stream, context);

    expect(source.connect).toHaveBeenCalledWith(analyser);
    meter.close();

    expect(source.disconnect).toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
  });
});
