import type { ContentItem } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { CircleStop, Eye } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAskedChange } from '../../../lib/forms/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { toastRefusal } from '../toastRefusal.ts';
import { playContent, recallContent, setControl, setPublish, type PlaybackChange } from './contentApi.ts';
import { StageContent } from './StageContent.tsx';
import type { RoomSync } from './useRoomSync.ts';

interface SharedStageProps {
  roomId: string;
  /** The room's (or event's) owner, hosts and moderators see previews and drive the content. */
  isModerator: boolean;
  sync: RoomSync;
  /** What the stage shows while nothing is shared. */
  children: ReactNode;
}

/** A moderator's controls of the shared content: stop sharing, show the preview to everyone, drive players. */
function ModeratorControls({
  roomId,
  publish,
  control,
}: {
  roomId: string;
  publish: boolean;
  control: boolean;
}) {
  const { t } = useTranslation();
  const onError = (failure: Error) => toastRefusal(failure, t);
  const stopping = useMutation({ mutationFn: () => recallContent(roomId), onError });
  const publishing = useMutation({ mutationFn: () => setPublish(roomId, true), onError });
  const driving = useAskedChange({ mutationFn: (value: boolean) => setControl(roomId, value), onError });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {!publish && (
        <Button
          size="sm"
          variant="secondary"
          isLoading={publishing.isPending}
          onClick={() => publishing.mutate()}
        >
          <Eye className="size-4" aria-hidden="true" />
          {t('roomContent.showToEveryone')}
        </Button>
      )}
      <Checkbox
        label={t('roomContent.drivePlayers')}
        checked={driving.asked ? driving.asked.variables : control}
        disabled={driving.asked !== undefined}
        onChange={(event) => driving.ask(event.target.checked)}
      />
      <Button size="sm" variant="danger" isLoading={stopping.isPending} onClick={() => stopping.mutate()}>
        <CircleStop className="size-4" aria-hidden="true" />
        {t('roomContent.stopSharing')}
      </Button>
    </div>
  );
}

/**
 * The shared content everyone in the room sees (spec 001 §4 "Room content sync"), in sync with the room's
 * playback. Moderators also see content not yet published (a preview) and control it; while nothing is
 * shown, the room's own placeholder stays.
 */
export function SharedStage({ roomId, isModerator, sync: { view, clock }, children }: SharedStageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const current: ContentItem | null = view?.current ?? null;
  if (view === null || current === null || !(view.publish || isModerator)) return children;

  const onPlayback = isModerator
    ? (change: PlaybackChange) =>
        playContent(roomId, current, change).catch((failure: Error) => toastRefusal(failure, t))
    : undefined;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 p-2 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="min-w-0 truncate font-semibold">
          {current.name ?? t('roomContent.untitled')}
        </h2>
        {isModerator && <ModeratorControls roomId={roomId} publish={view.publish} control={view.control} />}
      </div>
      {isModerator && !view.publish && (
        <p className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-fg">
          {t('roomContent.previewNote')}
        </p>
      )}
      <div className="aspect-video max-h-[70dvh] w-full">
        <StageContent
          key={`${current.contentId}-${current.urls?.web ?? ''}`}
          item={current}
          playback={view.playback}
          serverNow={clock.now}
          onPlayback={onPlayback}
          driven={view.control}
        />
      </div>
    </section>
  );
}
