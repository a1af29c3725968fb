import { AppKey, FriendCommand, NotificationCommand } from '@limelight/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/index.ts';
import { FriendSession, LiveConnection } from '../../lib/live/index.ts';
import { fetchFriendSocketToken } from '../../lib/socket/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toastStore.ts';
import { CallRuntime } from '../calls/index.ts';
import { notificationKeys, notificationText, useNotificationBellStore } from '../notifications/index.ts';
import { friendKeys } from './friendQueries.ts';
import { fetchInboxSeq } from './friendsApi.ts';
import { useFriendFrame, useFriendSessionStore } from '../../lib/friendSocket/index.ts';

/** A stored notification's id as its push names it (spec 000 §3 notification), or null. */
const notificationIdOf = (payload: object): string | null =>
  'notificationId' in payload && typeof payload.notificationId === 'string' ? payload.notificationId : null;

const createFriendSession = () =>
  new FriendSession({
    getToken: () => fetchFriendSocketToken(api),
    WebSocket: window.WebSocket,
    loadInboxSeq: fetchInboxSeq,
  });

/**
 * Every notification command pops up and sounds; each lands in the bell's count but the confirmation of the
 * member's own answer (acceptFriendRequestSuccess), which tells them nothing new to look at.
 */
function useNotificationPopups() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useFriendSessionStore((state) => state.session);
  useEffect(() => {
    if (session === null) return undefined;
    const offs = Object.values(NotificationCommand).map((command) =>
      session.on(AppKey.Notification, command, (frame) => {
        toast.info(notificationText(frame.command, frame.payload, t), { playsSound: true });
        if (command !== NotificationCommand.AcceptFriendRequestSuccess)
          useNotificationBellStore.getState().noteArrival(notificationIdOf(frame.payload));
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        if (
          command === NotificationCommand.FriendAcceptsRequest ||
          command === NotificationCommand.FriendRequest
        )
          void queryClient.invalidateQueries({ queryKey: friendKeys.peopleAll });
      }),
    );
    return () => offs.forEach((off) => off());
  }, [session, t, queryClient]);
}

/** The friend socket's reload hints, and a resync's reload of every list and history. */
function useFriendListUpdates() {
  const queryClient = useQueryClient();
  const reload = (key: readonly unknown[]) => () => void queryClient.invalidateQueries({ queryKey: key });
  useFriendFrame(AppKey.Friend, FriendCommand.UpdateFriendList, reload(friendKeys.peopleAll));
  useFriendFrame(AppKey.Friend, FriendCommand.UpdateChatList, reload(['friends']));
  useFriendFrame(AppKey.Friend, FriendCommand.UpdateFriendListAndChatList, reload(['friends']));
  useFriendFrame(AppKey.Friend, FriendCommand.FriendChat, reload(friendKeys.chatList));
  useFriendFrame(AppKey.Friend, FriendCommand.GroupChat, reload(friendKeys.chatList));
  useFriendFrame(AppKey.Friend, FriendCommand.ChatResync, reload(friendKeys.all));
}

/** spec 000 §9: after 10 failed reconnects, "Failed to connect to friend server"; OK refreshes. */
function FriendGaveUpDialog({ session }: { session: FriendSession }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState(session.getStatus());
  useEffect(() => session.subscribeStatus(() => setStatus(session.getStatus())), [session]);
  const [isDismissed, setIsDismissed] = useState(false);
  return (
    <Dialog
      open={status.connection === LiveConnection.GaveUp && !isDismissed}
      onOpenChange={(isOpen) => setIsDismissed(!isOpen)}
      title={t('friends.socketFailed')}
      description={t('friends.socketRefresh')}
    >
      <div className="flex justify-end">
        <Button onClick={() => window.location.reload()}>{t('friends.ok')}</Button>
      </div>
    </Dialog>
  );
}

/** The member's friend socket, running while a member is on a page with the header or the pop-out panel. */
export function FriendsRuntime() {
  const [session] = useState(createFriendSession);
  const setSession = useFriendSessionStore((state) => state.setSession);
  useEffect(() => {
    setSession(session);
    session.start();
    return () => {
      session.stop();
      setSession(null);
    };
  }, [session, setSession]);
  useNotificationPopups();
  useFriendListUpdates();
  return (
    <>
      <FriendGaveUpDialog session={session} />
      <CallRuntime />
    </>
  );
}
