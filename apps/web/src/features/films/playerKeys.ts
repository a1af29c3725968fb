/** What a key does in the film player (docs/decisions/films-web.md "Keyboard"). */
export type PlayerAction = 'togglePlay' | 'back' | 'forward' | 'fullscreen' | 'mute' | 'captions';

/** Seconds the arrows move by. */
export const seekStepS = 5;

const actionsByKey: Readonly<Record<string, PlayerAction>> = {
  ' ': 'togglePlay',
  k: 'togglePlay',
  ArrowLeft: 'back',
  ArrowRight: 'forward',
  f: 'fullscreen',
  m: 'mute',
  c: 'captions',
};

/**
 * The action of a key press on the player, or undefined: modified keys belong to the browser, and keys typed
 * into a control of the player (the quality menu) belong to that control.
 */
export function playerActionOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  target: EventTarget | null,
): PlayerAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (target instanceof HTMLSelectElement || target instanceof HTMLInputElement) return undefined;
  // Space and Enter press a focused button; the letters still work there.
  if (target instanceof HTMLButtonElement && event.key === ' ') return undefined;
  return actionsByKey[event.key.length === 1 ? event.key.toLowerCase() : event.key];
}
