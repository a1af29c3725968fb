export { createCommerceModule } from './commerce.module.ts';
