export { CallButton } from './CallButton.tsx';
export { CallRuntime } from './CallRuntime.tsx';
