export { createRecordingsModule } from './recordings.module.ts';
