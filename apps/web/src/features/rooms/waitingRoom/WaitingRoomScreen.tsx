import { AppKey, ConnectionCommand, RoomCommand, type WaitEndReason } from '@limelight/protocol';
import { Ban, DoorClosed, Hourglass, UserX } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createRoomLiveSession,
  LiveConnection,
  LiveSessionProvider,
  useLiveFrame,
  useLiveStatus,
} from '../../../lib/live/index.ts';
import { AppLink, useAppNavigate } from '../../../lib/navigation/index.ts';
import { SocketCloseReason } from '../../../lib/socket/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { toast } from '../../../ui/toastStore.ts';

interface WaitingRoomScreenProps {
  roomId: string;
  slug: string;
  /** The socket was refused (the room's rules changed, the line is full …): the pre-room checks again. */
  onRefused: () => void;
}

interface WaitingLineProps extends Omit<WaitingRoomScreenProps, 'roomId'> {
  onEnded: (reason: WaitEndReason) => void;
  homeAction: ReactNode;
}

/** In line, on the waiting-room socket: the place in line, live, until a host decides. */
function WaitingLine({ slug, onRefused, onEnded, homeAction }: WaitingLineProps) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const status = useLiveStatus();
  const [position, setPosition] = useState<number>();
  const enterRoom = () => navigate(`/room/${slug}/live`, { replace: true });

  useLiveFrame(AppKey.Room, RoomCommand.WaitRoom, ({ payload }) => setPosition(payload.position));
  useLiveFrame(AppKey.Room, RoomCommand.WaitAccept, ({ payload }) => {
    toast.success(t('waitingRoom.admitted'));
    // The stage invitation itself is the cast's (issue 12); the person is told of it.
    if (payload.inviteToStage) toast.info(t('waitingRoom.invitedToStage'));
    enterRoom();
  });
  useLiveFrame(AppKey.Room, RoomCommand.WaitReject, ({ payload }) => onEnded(payload.reason ?? 'removed'));
  // A room socket, not a waiting one (the waiting room was turned off meanwhile): nothing to wait for.
  useLiveFrame(AppKey.Connection, ConnectionCommand.RoomSeq, enterRoom);
  const isRefused =
    status.connection === LiveConnection.Closed && status.end?.reason === SocketCloseReason.Refused;
  useEffect(() => {
    if (isRefused) onRefused();
  }, [isRefused, onRefused]);

  return (
    <EmptyState
      headingLevel="h1"
      icon={<Hourglass className="size-6" />}
      title={t('preRoom.waitingTitle')}
      description={t('preRoom.waitingDescription')}
      action={
        <div className="flex flex-col items-center gap-4">
          <p role="status" className="text-lg font-semibold">
            {position === undefined ? t('waitingRoom.knocking') : t('waitingRoom.placeInLine', { position })}
          </p>
          {homeAction}
        </div>
      }
    />
  );
}

/** How a wait that ended without entering reads, by why it ended. */
const endings = {
  removed: { icon: UserX, title: 'waitingRoom.removedTitle', description: 'waitingRoom.removedDescription' },
  blocked: { icon: Ban, title: 'waitingRoom.blockedTitle', description: 'waitingRoom.blockedDescription' },
  closed: {
    icon: DoorClosed,
    title: 'waitingRoom.closedTitle',
    description: 'waitingRoom.closedDescription',
  },
} as const;

/**
 * The pre-room's waiting screen (spec 000 §2 `?auth=1&wait=1`; docs/decisions/waiting-room.md): a waiting
 * socket keeps the person in line; admitted, they go into the live room; removed, they may knock again;
 * blocked, or the room closed, the wait is over.
 */
export function WaitingRoomScreen(props: WaitingRoomScreenProps) {
  const { t } = useTranslation();
  // Each knock is a new waiting socket; the end of a wait closes it.
  const [knock, setKnock] = useState(1);
  const [ended, setEnded] = useState<WaitEndReason>();
  const homeAction = (
    <Button asChild variant="secondary">
      <AppLink to="/">{t('notFound.goHome')}</AppLink>
    </Button>
  );
  if (ended) {
    const { icon: Icon, title, description } = endings[ended];
    return (
      <EmptyState
        headingLevel="h1"
        icon={<Icon className="size-6" />}
        title={t(title)}
        description={t(description)}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {ended === 'removed' && (
              <Button
                onClick={() => {
                  setKnock((count) => count + 1);
                  setEnded(undefined);
                }}
              >
                {t('waitingRoom.knockAgain')}
              </Button>
            )}
            {homeAction}
          </div>
        }
      />
    );
  }
  return (
    <WaitingSession key={knock} roomId={props.roomId}>
      <WaitingLine slug={props.slug} onRefused={props.onRefused} homeAction={homeAction} onEnded={setEnded} />
    </WaitingSession>
  );
}

/** One waiting-room socket: the room's session without a room clock (a waiting socket gets no room frames). */
function WaitingSession({ roomId, children }: { roomId: string; children: ReactNode }) {
  const [session] = useState(() => createRoomLiveSession(roomId));
  return <LiveSessionProvider session={session}>{children}</LiveSessionProvider>;
}
