export { createFeedRepo } from './feed.repo.ts';
export { createFeedService } from './feed.service.ts';
export { registerFeedRoutes } from './feed.routes.ts';
