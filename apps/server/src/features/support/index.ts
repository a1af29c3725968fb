export { createSupportModule } from './support.module.ts';
