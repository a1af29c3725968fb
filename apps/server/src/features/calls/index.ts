export { createCallsModule } from './calls.module.ts';
export { createCallPresence } from './callPresence.ts';
