// A moderator's own recordings (docs/decisions/recordings.md): the Record button and the indicator the
// live pages show; the pages are routed directly.
export { RecordControl } from './RecordControl.tsx';
export { RecordingIndicator } from './RecordingIndicator.tsx';
