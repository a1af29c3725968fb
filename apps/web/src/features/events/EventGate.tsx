import { ResponseCode, type EventFullView } from '@limelight/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { AppNavigate, useAppNavigate } from '../../lib/navigation/index.ts';
import { readBlockedRoomIds } from '../../lib/preferences/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { toast } from '../../ui/toastStore.ts';
import { eventDetailQuery, eventKeys } from './eventQueries.ts';

const privateEventCodes: ReadonlySet<number> = new Set([
  ResponseCode.PrivateEvent,
  ResponseCode.PrivateEventNotInvited,
]);

const codeOf = (error: Error) => (error instanceof RefusedAnswerError ? error.answer.code : undefined);

interface EventGateProps {
  /** What follows `/event/:id` in the page's address ('' for the detail page, '/edit' for the editor). */
  pathSuffix: string;
  children: (event: EventFullView, refetch: () => void) => ReactNode;
}

/**
 * The event pages' part of the spec 000 §2 guards: the `:id` (id or slug) names the event; an unknown one, or
 * one in the current user's blocked-room list, goes to /notfound; a private event (11025, 11078) sends the
 * user away to /events with a notice; and the address becomes the slug-based one, keeping lang and theme.
 */
export function EventGate({ pathSuffix, children }: EventGateProps) {
  const { t } = useTranslation();
  const eventRef = useParams().id ?? '';
  const { search, hash } = useLocation();
  // `?sharedLink=`: the invitation link the event was opened through (`/event/link/:id/:link`); it stays
  // on the address, so the slug redirect and a reload keep it.
  const sharedLink = useSearchParams()[0].get('sharedLink') ?? undefined;
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.session?.userId);
  // The navigation guard creates a guest session for visitors; the event is asked for with it.
  const detail = useQuery({ ...eventDetailQuery(eventRef, sharedLink), enabled: userId !== undefined });
  const errorCode = detail.error ? codeOf(detail.error) : undefined;
  const isPrivate = errorCode !== undefined && privateEventCodes.has(errorCode);
  const isBlocked =
    detail.data !== undefined && readBlockedRoomIds(localStorage, userId ?? '').has(detail.data.id);
  const slug = detail.data?.slug;
  const hasNotified = useRef(false);

  useEffect(() => {
    if (!isPrivate || hasNotified.current) return;
    hasNotified.current = true;
    toast.error(t('eventDetail.privateEvent'));
    navigate('/events', { replace: true });
  }, [isPrivate, navigate, t]);

  // spec 000 §2: after navigation the address shows the slug-based path; the rest of the query stays.
  useEffect(() => {
    if (slug === undefined || slug === eventRef) return;
    queryClient.setQueryData(eventKeys.detail(slug), detail.data);
    navigate(`/event/${slug}${pathSuffix}${search}${hash}`, { replace: true });
  }, [slug, eventRef, pathSuffix, search, hash, navigate, queryClient, detail.data]);

  if (errorCode === ResponseCode.NotFound || isBlocked) return <AppNavigate to="/notfound" />;
  if (detail.isPending || isPrivate) return <LoadingState label={t('eventDetail.loading')} />;
  if (detail.isError) {
    return (
      <EmptyState
        headingLevel="h1"
        title={t('eventDetail.loadFailedTitle')}
        description={t('eventDetail.loadFailedDescription')}
        action={
          <Button variant="secondary" onClick={() => void detail.refetch()}>
            {t('events.retry')}
          </Button>
        }
      />
    );
  }
  return children(detail.data, () => void detail.refetch());
}
