import { useEffect, useRef, useState } from 'react';
import { api, ensureGuestSession } from '../../lib/api/index.ts';
import { readCodec, writeCodec, type StageCodec } from '../../lib/preferences/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { runCodecTest, workingCodec, type CodecResult } from '../../lib/stage/index.ts';

/** The codec test's progress on the device test page. */
export interface CodecTest {
  isRunning: boolean;
  results: readonly CodecResult[];
  /** The echoed camera and microphone, back from the media server. */
  echo: MediaStream | null;
  /** The codec the stage will use (saved after a test found one working). */
  codec: StageCodec;
  /** Whether the last test found no codec working. */
  hasFailed: boolean;
  start(stream: MediaStream): Promise<void>;
}

/**
 * Runs the 20 s codec test (spec 000 §9, spec 001 §9): H264 through the SFU's echo, then VP8 if H264
 * showed nothing; the first codec whose echoed video decodes frames is saved as the stage's codec. The
 * echo stays open until the page is left or the test runs again.
 */
export function useCodecTest(): CodecTest {
  const [isRunning, setIsRunning] = useState(false);
  const [results, setResults] = useState<readonly CodecResult[]>([]);
  const [echo, setEcho] = useState<MediaStream | null>(null);
  const [codec, setCodec] = useState<StageCodec>(() => readCodec(localStorage));
  const [hasFailed, setHasFailed] = useState(false);
  const connection = useRef<RTCPeerConnection | null>(null);

  useEffect(() => () => connection.current?.close(), []);

  const start = async (stream: MediaStream) => {
    connection.current?.close();
    setIsRunning(true);
    setResults([]);
    setHasFailed(false);
    try {
      // The echo is asked for with a token: a visitor gets a guest session first (the page is public).
      await ensureGuestSession(api, useSessionStore);
      const test = await runCodecTest(stream, (result) => setResults((done) => [...done, result]), setEcho);
      connection.current = test.pc;
      const working = workingCodec(test.results);
      if (working === null) setHasFailed(true);
      else {
        writeCodec(localStorage, working);
        setCodec(working);
      }
    } catch {
      setHasFailed(true);
    } finally {
      setIsRunning(false);
    }
  };

  return { isRunning, results, echo, codec, hasFailed, start };
}
