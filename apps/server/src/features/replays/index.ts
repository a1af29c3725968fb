export { createReplaysModule } from './replays.module.ts';
export type { ReplayRef, ResolvedReplay } from './replays.service.ts';
