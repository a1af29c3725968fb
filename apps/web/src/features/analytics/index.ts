export { AnalyticsPage } from './AnalyticsPage.tsx';
