// The stage's media on live pages (docs/decisions/stage-web.md). The device test page is routed directly.
export { stageMuteAnnouncer } from './muteAnnouncer.ts';
export { StageView } from './StageView.tsx';
