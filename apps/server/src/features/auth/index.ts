export { createAuthRepo, type AuthRepo } from './auth.repo.ts';
export { createAuthService, type AuthService } from './auth.service.ts';
export { registerAuthRoutes } from './auth.routes.ts';
