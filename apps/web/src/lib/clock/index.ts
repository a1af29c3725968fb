// The page's clock: the current time, renewed while a component shows it.
export { useNow } from './useNow.ts';
export { useDebouncedValue } from './useDebouncedValue.ts';
