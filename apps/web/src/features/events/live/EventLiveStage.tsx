import { type CheckSpecialAnswer, type EventFullView } from '@limelight/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/clock/index.ts';
import { createRoomLiveSession, LiveSessionProvider, startRoomLiveState } from '../../../lib/live/index.ts';
import { AppNavigate, useAppNavigate } from '../../../lib/navigation/index.ts';
import { isMember, useSessionStore } from '../../../lib/session/index.ts';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { RecordingIndicator } from '../../recordings/index.ts';
import { RoomContent, type ChatVenue } from '../../rooms/index.ts';
import {
  CastProvider,
  CastStageArea,
  StageView,
  stageMuteAnnouncer,
  type CastMediaHooks,
  type StageControl,
} from '../../stage/index.ts';
import { eventKeys } from '../eventQueries.ts';
import { fetchEventDetail, fetchEventRoles } from '../eventsApi.ts';
import { EventContents } from './EventContents.tsx';
import { EventLiveHeader, type LiveTimeState } from './EventLiveHeader.tsx';
import { EventEndedNotice, EventWaitingNotice } from './EventLiveNotices.tsx';
import { EventScheduleControls } from './EventScheduleControls.tsx';
import { EventSidePanel } from './EventSidePanel.tsx';
import { useEventLivePresence } from './useEventLivePresence.ts';

/** Before its start, the event is upcoming; after, live until it ends (its end comes as kick-out code 2). */
const liveTimeStateOf = (event: EventFullView, now: Date): LiveTimeState =>
  event.startAt !== null && Date.parse(event.startAt) > now.getTime() ? 'upcoming' : 'live';

interface EventVenueProps {
  event: EventFullView;
  roles: CheckSpecialAnswer;
}

/**
 * The event's live page as a venue (issue 21): its bar (title, host, time state, people count, Leave), the
 * stage (one tile per person; a waiting state while nobody is on it) with the shared content under it, and
 * the side panel (chat, questions, the moderators' stage console). An event that ends while the page is
 * open says so in place.
 */
function EventVenue({ event, roles }: EventVenueProps) {
  const navigate = useAppNavigate();
  const session = useSessionStore((state) => state.session);
  const selfUserId = session?.userId ?? null;
  const eventPath = `/event/${event.slug}`;
  const presence = useEventLivePresence(event.id, eventPath);
  const timeState = liveTimeStateOf(event, useNow(1_000));
  // spec 001 §6: the event's owner, hosts and moderators run the cast and moderate the chat.
  const isModerator = roles.isOwner || roles.isHost || roles.isMod;
  // The event's presenters (owner, hosts, stars) go live without the cast (media.md mayPresent).
  const isPresenter = roles.isOwner || roles.isHost || roles.isStar;
  const stageControlRef = useRef<StageControl | null>(null);
  const media = useMemo<CastMediaHooks>(
    () => ({
      onGoLive: () => stageControlRef.current?.goLive(),
      onLeaveStage: () => stageControlRef.current?.leave(),
    }),
    [],
  );
  const venue = useMemo<ChatVenue>(
    () => ({ id: event.id, isModerator, sendChat: !event.options.hideChat, hasQuestions: true }),
    [event.id, isModerator, event.options.hideChat],
  );
  // spec 000 §2: leaving the live page logs a guest account out.
  const leave = () => {
    if (!isMember(useSessionStore.getState().session)) useSessionStore.getState().clearSession();
    navigate(eventPath);
  };

  if (presence.isRefused) return <AppNavigate to={eventPath} />;
  if (presence.hasEnded)
    return (
      <div className="flex flex-col">
        <EventLiveHeader event={event} timeState="ended" peopleCount={null} />
        <EventEndedNotice event={event} />
      </div>
    );
  return (
    <CastProvider
      roomId={event.id}
      isModerator={isModerator}
      media={media}
      publishFailureKey="stagePublishFailed"
    >
      <div className="flex flex-col">
        <EventLiveHeader
          event={event}
          timeState={timeState}
          peopleCount={presence.peopleCount}
          onLeave={leave}
        >
          {/* spec 001 §4: everyone sees that a moderator records the stage. */}
          <RecordingIndicator roomId={event.id} />
        </EventLiveHeader>
        <div className="flex min-h-0 flex-col lg:flex-row">
          {/* Inside the layout's main landmark: the stage column. */}
          <div className="flex min-w-0 flex-1 flex-col gap-2 py-2">
            {(roles.isOwner || roles.isHost) && (
              <EventScheduleControls eventId={event.id} isOwner={roles.isOwner} />
            )}
            {/* spec 000 §3 contents: once the event is live, or earlier for its presenters (the server decides). */}
            <EventContents key={timeState} eventId={event.id} />
            <StageView
              eventId={event.id}
              selfUserId={selfUserId}
              canGoLive={isPresenter}
              controlRef={stageControlRef}
              announcer={stageMuteAnnouncer}
              failureKey="stagePublishFailed"
            >
              <CastStageArea
                canApply={!isPresenter}
                emptyState={<EventWaitingNotice event={event} hasStarted={timeState === 'live'} />}
              />
            </StageView>
            <RoomContent roomId={event.id} isModerator={isModerator}>
              {null}
            </RoomContent>
          </div>
          <EventSidePanel venue={venue} />
        </div>
      </div>
    </CastProvider>
  );
}

/** One live session per visit, continuing after the state it started from. */
function EventLiveSession({ seq, ...props }: EventVenueProps & { seq: number }) {
  const [session] = useState(() => createRoomLiveSession(props.event.id, seq));
  return (
    <LiveSessionProvider session={session}>
      <EventVenue {...props} />
    </LiveSessionProvider>
  );
}

/**
 * The event's live page after the entry guard let the viewer in (spec 001 §2 "/event/:id/live"): the event,
 * the viewer's roles and the room's state are read, then the live session runs. An event already over
 * says so instead of opening a stage (to all but its owner and hosts, who may extend it).
 */
export function EventLiveStage({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const start = useQuery({
    queryKey: eventKeys.liveStart(eventId),
    queryFn: async () => {
      const [event, roles] = await Promise.all([fetchEventDetail(eventId), fetchEventRoles(eventId)]);
      // An ended event opens no stage to its audience; its owner and hosts still enter, to extend it
      // (docs/decisions/events.md "Ending and extending").
      if (event.timeState === 'past' && !(roles.isOwner || roles.isHost)) return { event, live: null };
      return { event, live: { roles, seq: await startRoomLiveState(queryClient, eventId) } };
    },
    staleTime: Infinity,
    // Every visit starts again from the event's current state.
    gcTime: 0,
    retry: false,
  });
  if (start.isPending) return <LoadingState label={t('liveEntry.checking')} />;
  // spec 000 §2: when loading fails the user is sent back to the event page.
  if (start.isError) return <AppNavigate to={`/event/${eventId}`} />;
  const { event, live } = start.data;
  return (
    <>
      <title>{t('app.documentTitle', { page: event.title })}</title>
      {live === null ? (
        <div className="flex flex-col">
          <EventLiveHeader event={event} timeState="ended" peopleCount={null} />
          <EventEndedNotice event={event} />
        </div>
      ) : (
        <EventLiveSession key={eventId} event={event} roles={live.roles} seq={live.seq} />
      )}
    </>
  );
}
