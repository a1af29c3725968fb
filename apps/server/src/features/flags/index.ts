export { createFlagsRepo } from './flags.repo.ts';
export { createFlagsService, type FlagsService } from './flags.service.ts';
export { createFlagEvents } from './flags.socket.ts';
export { registerFlagsRoutes } from './flags.routes.ts';
