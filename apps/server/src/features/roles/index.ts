export { createRolesRepo } from './roles.repo.ts';
export { createRoleLookup } from './roleAccess.ts';
export { createRolesService, type IsOwnerOrHasRole } from './roles.service.ts';
export { registerRolesRoutes } from './roles.routes.ts';
export { createRoleEvents } from './roles.socket.ts';
