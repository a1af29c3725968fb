export { FeedbackDialogHost } from './FeedbackDialogHost.tsx';
