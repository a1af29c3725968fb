export { createStageRecordingsModule } from './stageRecordings.module.ts';
export { replayAccessOf, type ReplayAccess } from './stageRecordings.routes.ts';
