export { createMeetModule } from './meet.module.ts';
