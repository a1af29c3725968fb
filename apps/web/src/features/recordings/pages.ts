// The recordings pages, one chunk for the three routes (app/router.tsx loads it once).
export { MyRecordingsPage } from './MyRecordingsPage.tsx';
export { RecordingEditPage } from './RecordingEditPage.tsx';
export { ViewRecordingPage } from './ViewRecordingPage.tsx';
