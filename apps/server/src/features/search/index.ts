export { createSearchModule } from './search.module.ts';
