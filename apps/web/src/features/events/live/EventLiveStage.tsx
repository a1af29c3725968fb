import { AppKey, ConnectionCommand, KickoutCode, type CheckSpecialAnswer } from '@limelight/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createRoomLiveSession,
  LiveSessionProvider,
  startRoomLiveState,
  useLiveFrame,
} from '../../../lib/live/index.ts';
import { AppNavigate, useAppNavigate } from '../../../lib/navigation/index.ts';
import { useSessionStore } from '../../../lib/session/index.ts';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { toast } from '../../../ui/toastStore.ts';
import {
  CastConsole,
  CastProvider,
  CastStageArea,
  StageView,
  stageMuteAnnouncer,
  type CastMediaHooks,
  type StageControl,
} from '../../stage/index.ts';
import { eventKeys } from '../eventQueries.ts';
import { fetchEventRoles } from '../eventsApi.ts';
import { EventScheduleControls } from './EventScheduleControls.tsx';

/** The event's stage once its session runs: the people on stage, their media, and the moderators' console. */
function EventLiveView({ eventId, roles }: { eventId: string; roles: CheckSpecialAnswer }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const selfUserId = useSessionStore((state) => state.session?.userId ?? null);
  // Kicked out (the event ended for everyone, or this person was removed): back to the event's page.
  useLiveFrame(AppKey.Connection, ConnectionCommand.Kick, ({ payload }) => {
    toast.info(t(payload.code === KickoutCode.EventClosed ? 'eventLive.ended' : 'eventLive.removed'));
    navigate(`/event/${eventId}`);
  });
  // spec 001 §6: the event's owner, hosts and moderators run the cast.
  const isModerator = roles.isOwner || roles.isHost || roles.isMod;
  const stageControlRef = useRef<StageControl | null>(null);
  const media = useMemo<CastMediaHooks>(
    () => ({
      onGoLive: () => stageControlRef.current?.goLive(),
      onLeaveStage: () => stageControlRef.current?.leave(),
    }),
    [],
  );
  const announcer = useMemo(
    () => stageMuteAnnouncer(selfUserId ?? '', isModerator),
    [selfUserId, isModerator],
  );
  return (
    <CastProvider
      roomId={eventId}
      isModerator={isModerator}
      media={media}
      publishFailureKey="stagePublishFailed"
    >
      <div className="flex flex-col gap-4 lg:flex-row">
        <div className="min-w-0 flex-1">
          <h1 className="px-3 text-2xl font-semibold">{t('pages.eventLive')}</h1>
          {(roles.isOwner || roles.isHost) && (
            <EventScheduleControls eventId={eventId} isOwner={roles.isOwner} />
          )}
          <CastStageArea canApply />
          <StageView
            eventId={eventId}
            selfUserId={selfUserId}
            // The event's presenters (owner, hosts, stars) go live without the cast (media.md mayPresent).
            canGoLive={roles.isOwner || roles.isHost || roles.isStar}
            controlRef={stageControlRef}
            announcer={announcer}
            failureKey="stagePublishFailed"
          />
        </div>
        {isModerator && (
          <aside className="lg:w-96 lg:shrink-0">
            <CastConsole />
          </aside>
        )}
      </div>
    </CastProvider>
  );
}

/** One live session per visit, continuing after the cast it started from. */
function EventLiveSession({
  eventId,
  seq,
  roles,
}: {
  eventId: string;
  seq: number;
  roles: CheckSpecialAnswer;
}) {
  const [session] = useState(() => createRoomLiveSession(eventId, seq));
  return (
    <LiveSessionProvider session={session}>
      <EventLiveView eventId={eventId} roles={roles} />
    </LiveSessionProvider>
  );
}

/**
 * The stage of an event's live page (spec 001 §2 "/event/:id/live: live event page with the stage"), after
 * the entry guard let the viewer in: the viewer's roles and the cast are read, then the room session runs.
 */
export function EventLiveStage({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const start = useQuery({
    queryKey: eventKeys.liveStart(eventId),
    queryFn: async () => {
      const [roles, seq] = await Promise.all([
        fetchEventRoles(eventId),
        startRoomLiveState(queryClient, eventId),
      ]);
      return { roles, seq };
    },
    staleTime: Infinity,
    // Every visit starts again from the event's current state.
    gcTime: 0,
    retry: false,
  });
  if (start.isPending) return <LoadingState label={t('liveEntry.checking')} />;
  // spec 000 §2: when loading fails the user is sent back to the event page.
  if (start.isError) return <AppNavigate to={`/event/${eventId}`} />;
  return <EventLiveSession key={eventId} eventId={eventId} seq={start.data.seq} roles={start.data.roles} />;
}
