export { createRolesModule } from './roles.module.ts';
export type { IsOwnerOrHasRole } from './roles.service.ts';
