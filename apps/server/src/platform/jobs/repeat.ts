/**
 * Runs `run` every `intervalMs` in this process, never two runs at once (a run still going when the next
 * is due skips it); a failure goes to `onError` and the next run comes as usual. Answers the stop, which
 * waits for a run under way (so that the database closes after it).
 */
export function repeatEvery(
  intervalMs: number,
  run: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    running = run()
      .catch(onError)
      .finally(() => (isRunning = false));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
