export { createSearchRepo } from './search.repo.ts';
export { createSearchService } from './search.service.ts';
export { registerSearchRoutes } from './search.routes.ts';
