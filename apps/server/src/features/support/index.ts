export { createSupportModule } from './support.module.ts';
export type { InboxRow } from './support.repo.ts';
