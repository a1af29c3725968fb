import { AppKey, CastCommand, ConnectionCommand, KickoutCode } from '@limelight/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveConnection, useLiveFrame, useLiveStatus } from '../../../lib/live/index.ts';
import { useAppNavigate } from '../../../lib/navigation/index.ts';
import { addBlockedRoomId } from '../../../lib/preferences/index.ts';
import { useSessionStore } from '../../../lib/session/index.ts';
import { SocketCloseReason } from '../../../lib/socket/index.ts';
import { toast } from '../../../ui/toastStore.ts';

/**
 * What the event's live session tells the page about the room itself: how many people are in it (cya_cast
 * eventJoiningPeople, null until the first count), and whether the event ended while the page was open
 * (kick-out code 2). Whoever is removed (blocked, refused on reconnecting) is sent back to the event's page
 * and, when blocked, kept from entering again (spec 000 §2 blocked enter list).
 */
export function useEventLivePresence(eventId: string, eventPath: string) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const userId = useSessionStore((state) => state.session?.userId);
  const status = useLiveStatus();
  const [peopleCount, setPeopleCount] = useState<number | null>(null);
  const [hasEnded, setHasEnded] = useState(false);
  useLiveFrame(AppKey.Cast, CastCommand.EventJoiningPeople, ({ payload }) => setPeopleCount(payload.count));
  useLiveFrame(AppKey.Connection, ConnectionCommand.Kick, ({ payload }) => {
    if (payload.code === KickoutCode.EventClosed) {
      toast.info(t('eventLive.ended'));
      setHasEnded(true);
      return;
    }
    if (payload.code === KickoutCode.BlockedByFlag && userId) addBlockedRoomId(localStorage, userId, eventId);
    toast.info(t('eventLive.removed'));
    navigate(eventPath);
  });
  const isRefused =
    status.connection === LiveConnection.Closed && status.end?.reason === SocketCloseReason.Refused;
  return { peopleCount, hasEnded, isRefused };
}
