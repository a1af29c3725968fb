import { isSupportedBrowser, parseUserAgent } from '@limelight/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { api, ensureGuestSession } from '../../../lib/api/index.ts';
import { AppNavigate, useAppNavigate } from '../../../lib/navigation/index.ts';
import { readBlockedRoomIds } from '../../../lib/preferences/index.ts';
import { isMember, useSessionStore } from '../../../lib/session/index.ts';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { fetchEventEntry, resolveEventAddress, rsvpToEvent } from '../eventsApi.ts';
import { EventLiveStage } from './EventLiveStage.tsx';
import { runLiveEntryGuard, type LiveEntryCalls, type LiveEntryOutcome } from './liveEntry.ts';

const liveEntryCalls: LiveEntryCalls = {
  resolveEvent: resolveEventAddress,
  fetchDetail: async (eventId) => {
    const answer = await fetchEventEntry(eventId);
    return {
      code: answer.code,
      hasTicket: answer.data?.ticket.hasTicket ?? false,
      price: answer.data?.ticket.price ?? null,
      canEnter: answer.data?.canEnter ?? false,
    };
  },
  rsvp: async (eventId) => (await rsvpToEvent(eventId, 'live')).code,
};

/** Runs the entry guard for the address; undefined while it runs, 'failed' when a call could not be made. */
function useLiveEntry(idOrSlug: string, hasRecordQuery: boolean): LiveEntryOutcome | 'failed' | undefined {
  const [outcome, setOutcome] = useState<LiveEntryOutcome | 'failed'>();
  useEffect(() => {
    let isCurrent = true;
    const guard = async () => {
      // Every call carries a bearer token: a visitor's guest session comes first (spec 000 §2 guards).
      const session = await ensureGuestSession(api, useSessionStore);
      return runLiveEntryGuard(
        {
          idOrSlug,
          hasRecordQuery,
          isSupportedDevice: isSupportedBrowser(
            parseUserAgent(navigator.userAgent, navigator.maxTouchPoints),
          ),
          viewer: isMember(session) ? 'member' : 'guest',
          blockedRoomIds: readBlockedRoomIds(localStorage, session?.userId ?? ''),
        },
        liveEntryCalls,
      );
    };
    guard().then(
      (result) => isCurrent && setOutcome(result),
      (error: unknown) => {
        console.warn('The live entry check failed', error);
        if (isCurrent) setOutcome('failed');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [idOrSlug, hasRecordQuery]);
  return outcome;
}

/** The live stage after the guard let the viewer in: its alert, the slug address, then the stage. */
function LiveStage({ outcome }: { outcome: Extract<LiveEntryOutcome, { kind: 'enter' }> }) {
  const { t } = useTranslation();
  const idOrSlug = useParams().id ?? '';
  const { search } = useLocation();
  const navigate = useAppNavigate();
  const hasAlerted = useRef(false);
  const { event, alert } = outcome;

  useEffect(() => {
    if (alert === null || hasAlerted.current) return;
    hasAlerted.current = true;
    toast.info(t(`liveEntry.alert.${alert}`));
  }, [alert, t]);
  // spec 000 §2: after navigation the address shows the slug-based path.
  useEffect(() => {
    if (idOrSlug !== event.slug) navigate(`/event/${event.slug}/live${search}`, { replace: true });
  }, [idOrSlug, event.slug, search, navigate]);

  return <EventLiveStage eventId={event.eventId} />;
}

/** `/event/:id/live`: the live-page entry guard of spec 000 §2, then the live stage. */
export function LiveEntryPage() {
  const { t } = useTranslation();
  const idOrSlug = useParams().id ?? '';
  const [searchParams] = useSearchParams();
  const outcome = useLiveEntry(idOrSlug, searchParams.has('record'));
  if (outcome === undefined) return <LoadingState label={t('liveEntry.checking')} />;
  // spec 000 §2: when loading fails the user is sent back to the event page.
  if (outcome === 'failed') return <AppNavigate to={`/event/${idOrSlug}`} />;
  if (outcome.kind === 'redirect') return <AppNavigate to={outcome.to} />;
  return <LiveStage outcome={outcome} />;
}
