export { createFeedModule } from './feed.module.ts';
