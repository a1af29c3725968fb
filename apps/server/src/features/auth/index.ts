export { createAuthModule } from './auth.module.ts';
export type { AuthService } from './auth.service.ts';
export { usernameTaken } from './accounts.service.ts';
export { deriveAutoLoginKey } from './autoLoginKey.ts';
export type { SuspensionsService } from './suspensions.service.ts';
export type { SuspensionRow } from './suspensions.repo.ts';
