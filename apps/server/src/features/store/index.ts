export { createStoreModule } from './store.module.ts';
