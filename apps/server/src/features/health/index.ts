export { createHealthModule } from './health.module.ts';
