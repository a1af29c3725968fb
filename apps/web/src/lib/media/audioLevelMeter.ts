/** The part of an `AudioContext` the meter uses. */
export type MeterAudioContext = Pick<AudioContext, 'createMediaStreamSource' | 'createAnalyser' | 'close'>;

const fftSize = 512;

/**
 * The loudness of a stream's microphone, for a level bar (device test, stage preview): read `level()` on
 * each animation frame; `close()` releases the audio graph (the stream's tracks are the caller's).
 */
export class AudioLevelMeter {
  readonly #context: MeterAudioContext;
  readonly #source: MediaStreamAudioSourceNode;
  readonly #analyser: AnalyserNode;
  readonly #samples: Float32Array<ArrayBuffer>;

  constructor(stream: MediaStream, context: MeterAudioContext = new AudioContext()) {
    this.#context = context;
    this.#source = context.createMediaStreamSource(stream);
    this.#analyser = context.createAnalyser();
    this.#analyser.fftSize = fftSize;
    this.#samples = new Float32Array(fftSize);
    this.#source.connect(this.#analyser);
  }

  /** The level now, from 0 (silence) to 1 (full scale): the root mean square of the latest samples. */
  level(): number {
    this.#analyser.getFloatTimeDomainData(this.#samples);
    let sumOfSquares = 0;
    for (const sample of this.#samples) sumOfSquares += sample * sample;
    return Math.min(1, Math.sqrt(sumOfSquares / this.#samples.length));
  }

  /** Disconnects the meter and closes its audio context. */
  close(): void {
    this.#source.disconnect();
    void this.#context.close();
  }
}
