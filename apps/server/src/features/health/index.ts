export { registerHealthRoute } from './health.routes.ts';
