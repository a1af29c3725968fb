import { AppKey, CommonCommand, ConnectionCommand, RoomCommand, clientFrameOf } from '@limelight/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveFrame, useLiveSession } from '../../../lib/live/index.ts';
import { answerMessage } from '../../../lib/i18n/answerMessage.ts';
import { toast } from '../../../ui/toastStore.ts';
import { emptyWaitingQueue, withoutPerson, withPersonWaiting, type WaitingQueue } from './waitingQueue.ts';

const waitCommands: readonly string[] = [RoomCommand.WaitAccept, RoomCommand.WaitReject];

/**
 * The room's waiting line as its owner, hosts and moderators see it (docs/decisions/waiting-room.md): kept
 * from the addressed frames waitUpdate, waitJoin and waitLeave; admitting and removing are cya_room
 * waitAccept and waitReject on the room socket, and a refusal (4003, 4004) comes back as the socket's
 * error reply, shown as a toast.
 */
export function useWaitingRequests(roomId: string) {
  const { t } = useTranslation();
  const session = useLiveSession();
  const [queue, setQueue] = useState<WaitingQueue>(emptyWaitingQueue);
  // The people a command was sent for, until they leave the line or the command is refused.
  const [decidingIds, setDecidingIds] = useState<ReadonlySet<string>>(new Set());
  const undecide = (userId: string) =>
    setDecidingIds((ids) => new Set([...ids].filter((id) => id !== userId)));

  useLiveFrame(AppKey.Room, RoomCommand.WaitUpdate, ({ payload }) => {
    setQueue(payload.waiting);
    const waitingIds = new Set(payload.waiting.map((person) => person.userId));
    setDecidingIds((ids) => new Set([...ids].filter((id) => waitingIds.has(id))));
  });
  useLiveFrame(AppKey.Room, RoomCommand.WaitJoin, ({ payload }) => {
    setQueue((current) => withPersonWaiting(current, payload.person));
    toast.info(t('waitingRoom.someoneWaiting', { name: payload.person.displayName }));
  });
  useLiveFrame(AppKey.Room, RoomCommand.WaitLeave, ({ payload }) => {
    setQueue((current) => withoutPerson(current, payload.userId));
    undecide(payload.userId);
  });
  // Every (re)connection: the line is sent again when someone waits.
  useLiveFrame(AppKey.Connection, ConnectionCommand.RoomSeq, () => setQueue(emptyWaitingQueue));
  useLiveFrame(AppKey.Room, CommonCommand.Error, ({ payload }) => {
    if (!waitCommands.includes(payload.command)) return;
    setDecidingIds(new Set());
    toast.error(answerMessage({ ...payload, data: null }, t));
  });

  const sendDecision = (userId: string, isSent: boolean) => {
    if (isSent) setDecidingIds((ids) => new Set([...ids, userId]));
    else toast.error(t('waitingRoom.notConnected'));
  };
  return {
    queue,
    /** Whether a decision about this person is on its way. */
    isDeciding: (userId: string) => decidingIds.has(userId),
    /** Lets the person in; with `inviteToStage`, they are also invited to the stage (issue 12's cast). */
    admit: (userId: string, inviteToStage: boolean) =>
      sendDecision(
        userId,
        session.send(
          clientFrameOf(AppKey.Room, RoomCommand.WaitAccept, { eventId: roomId, userId, inviteToStage }),
        ),
      ),
    /** Takes the person out of the line; they may knock again. */
    remove: (userId: string) =>
      sendDecision(
        userId,
        session.send(clientFrameOf(AppKey.Room, RoomCommand.WaitReject, { eventId: roomId, userId })),
      ),
  };
}

/** The waiting line of one room and its commands. */
export type WaitingRequests = ReturnType<typeof useWaitingRequests>;
