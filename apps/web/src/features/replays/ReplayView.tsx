import { useQuery } from '@tanstack/react-query';
import { Clapperboard, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { answerMessage } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { SharedContentAt, toastRefusal } from '../rooms/index.ts';
import { ReplayChat } from './ReplayChat.tsx';
import { replayDurationQuery, replayQuery, replayStreamsQuery, replayTitleOf } from './replayQueries.ts';
import type { ReplayRef } from './replaysApi.ts';
import { ReplayStage } from './ReplayStage.tsx';
import { ReplayTimeline } from './ReplayTimeline.tsx';
import type { ReplaySpan } from './replayPlayer.ts';
import { useReplayPlayer } from './useReplayPlayer.ts';

/** Why the replay cannot be shown: the server's refusal in the reader's language, or that it failed. */
function ReplayUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel="h1"
      icon={<Clapperboard className="size-6" />}
      title={error instanceof RefusedAnswerError ? answerMessage(error.answer, t) : t('replays.loadFailed')}
    />
  );
}

const recordingsRenewAfterMs = 60_000;

interface ReplayPlayerViewProps {
  replayRef: ReplayRef;
  span: ReplaySpan;
  canSeek: boolean;
  title: string;
}

/**
 * The replay as its viewers saw the live page (docs/decisions/replays-web.md): the stage with the recorded
 * cameras, the timeline, the shared content and the chat, all read-only (spec 000 §2: in replay mode the
 * moderator and role flags are off; seeking is a moderator's, spec 001 §4).
 */
function ReplayPlayerView({ replayRef, span, canSeek, title }: ReplayPlayerViewProps) {
  const { t } = useTranslation();
  const { player, snapshot } = useReplayPlayer(replayRef, span);
  const streams = useQuery(replayStreamsQuery(replayRef));
  const recordings = streams.data ?? [];
  // The files' addresses are signed for an hour (docs/decisions/stage-recordings.md): a file that fails is
  // asked for again, at most once a minute (a file that is broken for good does not loop).
  const renewRecordings = () => {
    if (Date.now() - streams.dataUpdatedAt > recordingsRenewAfterMs) void streams.refetch();
  };
  if (snapshot.phase === 'loading') return <LoadingState label={t('replays.loading')} />;
  if (snapshot.phase === 'failed') return <ReplayUnavailable error={snapshot.error} />;
  const seek = (toMs: number) => {
    player.seek(toMs).catch((error: Error) => toastRefusal(error, t));
  };
  return (
    <div className="flex flex-col">
      <header className="flex flex-wrap items-center gap-2 border-b border-border px-3 py-3">
        <h1 className="min-w-0 truncate text-xl font-semibold">{title}</h1>
        <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-fg uppercase">
          {t('replays.badge')}
        </span>
        {/* The count the live page showed at the play head (docs/decisions/replays-web.md). */}
        <p className="ml-auto flex items-center gap-1.5 text-sm font-semibold">
          <Users className="size-4" aria-hidden="true" />
          {t('roomLive.peopleCount', { count: snapshot.joinedCount })}
        </p>
      </header>
      <div className="flex min-h-0 flex-col lg:flex-row">
        <div className="flex min-w-0 flex-1 flex-col gap-2 py-2">
          <ReplayStage
            state={snapshot.state}
            recordings={recordings}
            positionMs={snapshot.positionMs}
            isPlaying={snapshot.isPlaying}
            onRecordingFailed={renewRecordings}
          />
          <ReplayTimeline
            positionMs={snapshot.positionMs}
            durationMs={span.durationMs}
            isPlaying={snapshot.isPlaying}
            isSeeking={snapshot.phase === 'seeking'}
            canSeek={canSeek}
            onPlay={() => player.play()}
            onPause={() => player.pause()}
            onSeek={seek}
          />
          <SharedContentAt
            roomId={replayRef.eventId}
            seq={snapshot.seq}
            state={snapshot.state}
            roomNow={player.roomNow}
            isPlaying={snapshot.isPlaying}
          />
        </div>
        <ReplayChat chat={snapshot.chat} state={snapshot.state} />
      </div>
    </div>
  );
}

/**
 * A replay's page (`/event/:id/replay/:replayId`, `/replay/:channelSlug/:id/play`): its length and whether
 * the viewer may seek, then the player; a replay refused or missing says so.
 */
export function ReplayView({ replayRef }: { replayRef: ReplayRef }) {
  const { t } = useTranslation();
  // Visitors get a guest session from the navigation guard; the replay is asked for with it.
  const hasSession = useSessionStore((state) => state.session !== null);
  const duration = useQuery({ ...replayDurationQuery(replayRef), enabled: hasSession });
  const replay = useQuery({
    ...replayQuery(replayRef),
    enabled: hasSession && replayRef.replayId !== undefined,
  });
  const title = replay.data ? replayTitleOf(replay.data) : t('pages.eventReplay');
  if (duration.isPending) return <LoadingState label={t('replays.loading')} />;
  if (duration.isError) return <ReplayUnavailable error={duration.error} />;
  const { durationMs, start, canSeek } = duration.data;
  return (
    <>
      <title>{t('app.documentTitle', { page: title })}</title>
      {durationMs === 0 ? (
        <EmptyState headingLevel="h1" icon={<Clapperboard className="size-6" />} title={t('replays.empty')} />
      ) : (
        <ReplayPlayerView
          key={`${replayRef.eventId}-${replayRef.replayId ?? ''}`}
          replayRef={replayRef}
          span={{ durationMs, startAtMs: Date.parse(start) }}
          canSeek={canSeek}
          title={title}
        />
      )}
    </>
  );
}
