export { createAnalyticsModule } from './analytics.module.ts';
