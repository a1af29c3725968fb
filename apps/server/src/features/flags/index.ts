export { createFlagsModule } from './flags.module.ts';
export { createFlagsRepo } from './flags.repo.ts';
export type { ReportRow } from './flags.repo.ts';
