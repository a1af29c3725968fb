export { LandingPage } from './LandingPage.tsx';
