import type { RoomView } from '@limelight/protocol';
import { DoorOpen } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session/index.ts';
import { StageView, stageMuteAnnouncer, type StageControl } from '../../stage/index.ts';

/**
 * The room's stage media: the streams on it; its owner and hosts (presenters, who publish without the
 * cast) may go live, and the cast puts the people it brings online live. Mounted with the page, never
 * under the shared content (sharing an mp4 must not end a speaker's stream).
 */
export function RoomStageMedia({ room, controlRef, children }: RoomStageMediaProps) {
  const selfUserId = useSessionStore((state) => state.session?.userId ?? null);
  return (
    <StageView
      eventId={room.id}
      selfUserId={selfUserId}
      canGoLive={room.isOwner || room.isHost}
      controlRef={controlRef}
      announcer={stageMuteAnnouncer}
      failureKey="roomStagePublishFailed"
    >
      {children}
    </StageView>
  );
}

interface RoomStageMediaProps {
  room: RoomView;
  /** Filled with the stage's controls, for the cast to put the viewer live (RoomLivePage). */
  controlRef?: RefObject<StageControl | null>;
  /** The cast's stage, showing the streams one tile per person. */
  children: ReactNode;
}

/** What the room is, until shared content takes this place. */
export function RoomStage({ room }: { room: RoomView }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 p-4 text-center">
      <div className="relative aspect-video w-full max-w-xl overflow-hidden rounded-xl bg-gradient-to-br from-brand-minor to-brand-main max-md:max-w-56">
        {room.thumbnail ? (
          <img src={room.thumbnail} alt="" className="size-full object-cover" />
        ) : (
          <DoorOpen className="absolute inset-0 m-auto size-10 text-white/70" aria-hidden="true" />
        )}
      </div>
      <p className="text-sm text-fg-muted">
        {t('roomLive.hostedBy', { name: room.owner.displayName })} · {t(`rooms.ageLabel.${room.label}`)}
      </p>
      {room.tags.length > 0 && (
        <ul
          aria-label={t('rooms.tags')}
          className="flex flex-wrap justify-center gap-2 text-sm text-fg-muted"
        >
          {room.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      <p className="text-fg-muted max-md:sr-only">{t('roomLive.nothingShared')}</p>
    </div>
  );
}
