// The stage on live pages (docs/decisions/stage-web.md): its media (the device test page is routed
// directly), and its cast — the cast state, the audience's buttons and dialogs, the stage's people, the
// moderator console.
export { stageMuteAnnouncer } from './muteAnnouncer.ts';
export { StageView, type StageControl } from './StageView.tsx';
export { CastConsole } from './CastConsole.tsx';
export { CastProvider, type CastMediaHooks } from './CastProvider.tsx';
export { useCastContext } from './castContext.ts';
export { CastStageArea } from './CastStageArea.tsx';
export { ScreenShareArea } from './ScreenShareArea.tsx';
export { ScreenShareDialog } from './ScreenShareDialog.tsx';
export { ScreenShareProvider } from './ScreenShareProvider.tsx';
export { StagePeopleList, type StagePublication } from './StagePeople.tsx';
