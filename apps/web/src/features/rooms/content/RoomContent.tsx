import type { ReactNode } from 'react';
import { AppsBar } from './AppsBar.tsx';
import { SharedStage } from './SharedStage.tsx';
import { useRoomSync } from './useRoomSync.ts';

/**
 * The room's shared content (issue 11; docs/decisions/content-web.md): the moderators' apps bar above
 * the screen share and the stage area everyone sees. `children` is what the stage shows while nothing is
 * shared.
 */
export function RoomContent({
  roomId,
  isModerator,
  screenShare,
  children,
}: {
  /** The room's id, or an event's (its live page shares content the same way). */
  roomId: string;
  /** Moderators have the apps bar, previews and the players' controls. */
  isModerator: boolean;
  /** The room's screen share (the stage feature's), between the apps bar and the shared content. */
  screenShare?: ReactNode;
  children: ReactNode;
}) {
  const sync = useRoomSync(roomId);
  return (
    <div className="flex flex-col">
      {isModerator && <AppsBar roomId={roomId} isPublished={sync.view?.publish ?? false} />}
      {screenShare}
      <SharedStage roomId={roomId} isModerator={isModerator} sync={sync}>
        {children}
      </SharedStage>
    </div>
  );
}
