export { createStageRecordingsModule } from './stageRecordings.module.ts';
