import { NotificationCommand, type NotificationItem } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { answerMessage } from '../../lib/i18n/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { toast } from '../../ui/toastStore.ts';
import { useNotificationBellStore } from './notificationBellStore.ts';
import { useNotificationAnswers, type NotificationAnswers } from './notificationAnswers.ts';
import { deleteNotification, notificationKeys } from './notificationsApi.ts';
import { notificationText } from './notificationText.ts';

interface Answerable {
  from?: { userId?: unknown };
  inviteId?: unknown;
}

/** The request a notification asks to answer in place: a friend request or a role invitation. */
function answerOf(
  item: NotificationItem,
  answers: NotificationAnswers | null,
): ((accept: boolean) => Promise<unknown>) | null {
  if (answers === null) return null;
  const payload = item.payload as Answerable;
  const fromId = payload.from?.userId;
  if (item.command === NotificationCommand.FriendRequest && typeof fromId === 'string')
    return (accept) => answers.friendRequest(fromId, accept);
  if (item.command === NotificationCommand.RoleConfirmation && typeof payload.inviteId === 'string') {
    const inviteId = payload.inviteId;
    return (accept) => answers.roleInvitation(inviteId, accept);
  }
  return null;
}

const roomNotices: readonly string[] = [NotificationCommand.RoomInvitation, NotificationCommand.RoomCreation];
const eventNotices: readonly string[] = [
  NotificationCommand.EventInvitation,
  NotificationCommand.EventCreation,
  NotificationCommand.EventNewDate,
  NotificationCommand.EventReminder,
];

/** The page a notice about a room or an event opens (an invitation is joined from there). */
function pageOf(item: NotificationItem): string | null {
  const { slug } = item.payload as { slug?: unknown };
  if (typeof slug !== 'string' || slug === '') return null;
  if (roomNotices.includes(item.command)) return `/room/${encodeURIComponent(slug)}`;
  if (eventNotices.includes(item.command)) return `/event/${encodeURIComponent(slug)}`;
  return null;
}

// The notice's time in the reader's zone, with the zone named (issue 22).
const noticeTimeOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** One notification: what happened (opening its room or event), when, accept/decline where it asks, and delete. */
export function NotificationRow({ item }: { item: NotificationItem }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const answer = answerOf(item, useNotificationAnswers());
  const done = () => {
    useNotificationBellStore.getState().noteHandled(item.uuid);
    return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };
  const shown = (error: Error) =>
    toast.error(
      error instanceof RefusedAnswerError ? answerMessage(error.answer, t) : t('messages.genericError'),
    );
  const remove = useMutation({
    mutationFn: () => deleteNotification(item.uuid),
    onSuccess: done,
    onError: shown,
  });
  const respond = useMutation({
    mutationFn: async (accept: boolean) => {
      await answer?.(accept);
      // An answered request leaves the list.
      await deleteNotification(item.uuid);
    },
    onSuccess: async () => {
      await done();
      await queryClient.invalidateQueries({ queryKey: ['friends'] });
    },
    onError: shown,
  });
  const text = notificationText(item.command, item.payload, t);
  const page = pageOf(item);
  return (
    <li className="flex flex-col gap-2 border-b border-border py-2 text-sm">
      <div className="flex items-start gap-2">
        <p className="flex-1">
          {page ? (
            <AppLink to={page} className="underline-offset-2 hover:underline">
              {text}
            </AppLink>
          ) : (
            text
          )}
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('notifications.delete', { text })}
          isLoading={remove.isPending}
          onClick={() => remove.mutate()}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <time className="text-xs text-fg-muted" dateTime={item.createdAt}>
        {new Date(item.createdAt).toLocaleString(i18n.language, noticeTimeOptions)}
      </time>
      {answer && (
        <div className="flex gap-2">
          <Button size="sm" disabled={respond.isPending} onClick={() => respond.mutate(true)}>
            {t('notifications.accept')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={respond.isPending}
            onClick={() => respond.mutate(false)}
          >
            {t('notifications.decline')}
          </Button>
        </div>
      )}
    </li>
  );
}
