import type { RoomView } from '@limelight/protocol';
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
  room,
  screenShare,
  children,
}: {
  room: RoomView;
  /** The room's screen share (the stage feature's), between the apps bar and the shared content. */
  screenShare?: ReactNode;
  children: ReactNode;
}) {
  const sync = useRoomSync(room.id);
  return (
    <div className="flex flex-col">
      {room.isSpecial && <AppsBar roomId={room.id} isPublished={sync.view?.publish ?? false} />}
      {screenShare}
      <SharedStage room={room} sync={sync}>
        {children}
      </SharedStage>
    </div>
  );
}
