/** Waits the given milliseconds on the timer queue (fake timers advance it in tests). */
export type Sleep = (ms: number) => Promise<void>;

/** The real `Sleep`. */
export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
