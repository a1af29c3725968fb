export { createCallsModule } from './calls.module.ts';
