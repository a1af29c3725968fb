import type { RoomView } from '@limelight/protocol';
import { LogOut, Settings, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveConnection, useLiveStatus } from '../../../lib/live/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { IconLabelButton } from '../../../ui/IconLabelButton.tsx';
import { InviteFriendsButton } from '../../invitations/index.ts';
import { RecordControl, RecordingIndicator } from '../../recordings/index.ts';
import { RoomFlagActions } from '../flags/RoomFlagActions.tsx';
import { RoomSettingsDialog } from './RoomSettingsDialog.tsx';

interface RoomHeaderProps {
  room: RoomView;
  onLeave: () => void;
}

/** The live room's bar: title, connection, people count (spec 000 §3 showParticipants), settings, leave. */
export function RoomHeader({ room, onLeave }: RoomHeaderProps) {
  const { t } = useTranslation();
  const { connection } = useLiveStatus();
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  // The owner always sees the count; others only while the room shows it.
  const showsPeopleCount = room.isOwner || room.showParticipants;
  const isConnecting = connection === LiveConnection.Connecting || connection === LiveConnection.Reconnecting;

  return (
    <header className="flex flex-col gap-1 border-b border-border bg-surface px-3 py-2 sm:flex-row sm:items-center sm:gap-3">
      {/* The name comes first: a whole row on a phone (two lines at most), the room left by the actions on
          wider screens, never less than 12rem there. */}
      <h1
        title={room.title}
        className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere] max-sm:line-clamp-2 sm:min-w-48 sm:flex-1 sm:truncate"
      >
        {room.title}
      </h1>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:justify-end">
        {isConnecting && (
          <p role="status" className="text-sm text-fg-muted">
            {t(connection === LiveConnection.Reconnecting ? 'roomLive.reconnecting' : 'roomLive.connecting')}
          </p>
        )}
        <RecordingIndicator roomId={room.id} />
        {showsPeopleCount && (
          <p className="flex items-center gap-1.5 text-sm font-semibold" aria-live="polite">
            <Users className="size-4" aria-hidden="true" />
            {t('roomLive.peopleCount', { count: room.peopleCount ?? 0 })}
          </p>
        )}
        {room.isOwner && (
          // Settings, Invite friends, Report / End room are icons below the widest screens: the name keeps its width.
          <IconLabelButton
            variant="ghost"
            size="sm"
            aria-haspopup="dialog"
            icon={Settings}
            label={t('roomSettings.title')}
            onClick={() => setIsSettingsOpen(true)}
          />
        )}
        {room.isSpecial && <RecordControl roomId={room.id} title={room.title} isCompact />}
        <InviteFriendsButton
          size="sm"
          isCompact
          target={{
            id: room.id,
            title: room.title,
            shareUrl: new URL(`/room/${room.slug}`, window.location.origin).href,
            offersEmail: false,
          }}
        />
        <RoomFlagActions room={room} />
        <Button variant="secondary" size="sm" onClick={onLeave}>
          <LogOut className="size-4" aria-hidden="true" />
          {t('roomLive.leave')}
        </Button>
      </div>
      {room.isOwner && (
        <RoomSettingsDialog room={room} open={isSettingsOpen} onOpenChange={setIsSettingsOpen} />
      )}
    </header>
  );
}
