import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CastAudienceControls } from './CastAudienceControls.tsx';
import { useCastContext } from './castContext.ts';
import { StagePeopleList } from './StagePeople.tsx';
import { useStageStreams } from './stageStreamsContext.ts';
import { StageTile } from './StageTile.tsx';

interface CastStageAreaProps {
  /** Whether the viewer may apply (false where only hosts join the stage and the viewer has no role). */
  canApply: boolean;
  /** What shows while nobody is on stage (an event's waiting state); "Nobody is on stage yet" otherwise. */
  emptyState?: ReactNode;
}

/**
 * Who is on stage (spec 001 §3 stage peer info), one tile per person: their video from the stage's media
 * (inside a StageView) or their avatar; the main window's people first (spec 001 §4, at most 4), a bigger
 * grid past 10 people (spec 001 §9), and the viewer's own place and buttons (no "apply" while publishing).
 */
export function CastStageArea({ canApply, emptyState }: CastStageAreaProps) {
  const { t } = useTranslation();
  const { peers, cast } = useCastContext();
  const streams = useStageStreams() ?? [];
  const isPublishing = streams.some((stream) => stream.isLocal);
  return (
    <section aria-label={t('cast.stage')} className="flex w-full flex-col gap-3 p-3">
      <StagePeopleList
        peers={peers}
        mainWindow={cast.mainWindow}
        streams={streams}
        tileOf={(stream) => <StageTile stream={stream} />}
        emptyState={
          emptyState ?? <p className="text-center text-sm text-fg-muted">{t('cast.nobodyOnStage')}</p>
        }
      />
      <CastAudienceControls canApply={canApply && !isPublishing} />
    </section>
  );
}
