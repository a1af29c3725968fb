import { createContext, use } from 'react';
import type { StageStream } from '../../lib/stage/index.ts';

// The streams of the stage's media (StageView) for what it renders inside it (CastStageArea): one tile per
// person, their video when they publish, their avatar otherwise.

export const StageStreamsContext = createContext<readonly StageStream[] | null>(null);

/** The stage's streams, when inside a StageView; null elsewhere (the cast then shows avatars only). */
export const useStageStreams = (): readonly StageStream[] | null => use(StageStreamsContext);
