export { createMediaModule } from './media.module.ts';
export type { CastGate } from './media.service.ts';
