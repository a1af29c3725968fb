// The stage's cast on live pages (docs/decisions/stage-web.md "Cast"): the cast state, the audience's
// buttons and dialogs, the stage's people, the moderator console.
export { CastConsole } from './CastConsole.tsx';
export { CastProvider, useCastContext, type CastMediaHooks } from './CastProvider.tsx';
export { CastStageArea, type RenderStageVideo } from './CastStageArea.tsx';
export { castKeys, seedCast } from './useCast.ts';
