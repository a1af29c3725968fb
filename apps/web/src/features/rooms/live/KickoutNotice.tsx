import { AppKey, ConnectionCommand, KickoutCode } from '@limelight/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveFrame } from '../../../lib/live/index.ts';
import { addBlockedRoomId } from '../../../lib/preferences/index.ts';
import { useSessionStore } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';

/**
 * The notice's title: a room its host ended says so (issue 22: not "You left the room", which the person
 * did not do); the other kick-outs are the person's leaving, for the reason below.
 */
const kickoutTitleKeys = {
  [KickoutCode.BlockedByFlag]: 'roomLive.kickedOut',
  [KickoutCode.EventClosed]: 'roomLive.hostEndedRoom',
  [KickoutCode.AdultContent]: 'roomLive.kickedOut',
  [KickoutCode.ConnectionKick]: 'roomLive.kickedOut',
} as const;

/** spec 000 §4 / spec 001 §4 kick-out codes and what the person is told (spec 000 §8 messages). */
const kickoutMessageKeys = {
  [KickoutCode.BlockedByFlag]: 'messages.blocked',
  // The spec shows no wording for a closed room.
  [KickoutCode.EventClosed]: 'roomLive.roomClosed',
  [KickoutCode.AdultContent]: 'messages.ageRestricted',
  [KickoutCode.ConnectionKick]: 'messages.duplicateRoomTab',
} as const;

interface KickoutNoticeProps {
  roomId: string;
  /** Leaves the live page once the person has read the notice. */
  onLeave: () => void;
}

/** The kick-out notice: the socket is closed for good; the person reads why, then leaves the room. */
export function KickoutNotice({ roomId, onLeave }: KickoutNoticeProps) {
  const { t } = useTranslation();
  const userId = useSessionStore((state) => state.session?.userId);
  const [code, setCode] = useState<KickoutCode>();
  useLiveFrame(AppKey.Connection, ConnectionCommand.Kick, ({ payload }) => {
    // spec 000 §2: a person blocked by a flag entry may not enter again (the blocked enter list).
    if (payload.code === KickoutCode.BlockedByFlag && userId) addBlockedRoomId(localStorage, userId, roomId);
    setCode(payload.code);
  });
  if (code === undefined) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onLeave()}
      title={t(kickoutTitleKeys[code])}
      description={t(kickoutMessageKeys[code])}
    >
      <div className="flex justify-end">
        <Button onClick={onLeave}>{t('roomLive.leave')}</Button>
      </div>
    </Dialog>
  );
}
