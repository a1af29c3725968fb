export { createFlagsModule } from './flags.module.ts';
export { createFlagsRepo } from './flags.repo.ts';
