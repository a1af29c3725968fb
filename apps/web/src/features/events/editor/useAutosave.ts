import { useCallback, useEffect, useRef } from 'react';

interface AutosaveOptions<T> {
  isEnabled: boolean;
  /** How long the value must stay unchanged before it is saved. */
  delayMs: number;
  save: (value: T) => void;
}

/** Typing pauses this long before a draft is saved. */
export const autosaveDelayMs = 1_000;

/**
 * spec 000 §3 editor autosave: saves `value` once it has stayed the same for `delayMs`, and only when it
 * differs (as JSON, the form it is stored and sent in) from what is known to be saved: the first value
 * (loaded from where it was saved), what this hook saved, or what `markSaved` was told.
 */
export function useAutosave<T>(value: T, { isEnabled, delayMs, save }: AutosaveOptions<T>) {
  const serialized = JSON.stringify(value);
  const lastSaved = useRef(serialized);
  const latest = useRef({ value, save });
  useEffect(() => {
    latest.current = { value, save };
  });

  useEffect(() => {
    if (!isEnabled || serialized === lastSaved.current) return;
    const timer = setTimeout(() => {
      lastSaved.current = serialized;
      latest.current.save(latest.current.value);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [serialized, isEnabled, delayMs]);

  /** Records a value saved by other means (an explicit save), so that it is not saved again. */
  const markSaved = useCallback((saved: T) => {
    lastSaved.current = JSON.stringify(saved);
  }, []);
  return markSaved;
}
