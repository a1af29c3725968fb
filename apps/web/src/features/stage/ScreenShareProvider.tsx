import { createContext, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readCodec } from '../../lib/preferences/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import {
  captureScreen,
  screenPresets,
  useScreenShare,
  type OwnShareStatus,
  type ScreenPresetId,
  type ScreenShareClient,
  type ScreenShareView,
} from '../../lib/stage/index.ts';
import { toast } from '../../ui/toastStore.ts';
import { useCastContext } from './castContext.ts';

export interface ScreenShareContextValue {
  client: ScreenShareClient;
  state: ScreenShareView;
  isModerator: boolean;
  /** Whether the viewer may ask to share (on stage) or share (a moderator). */
  canShare: boolean;
  /** A person's name as the stage knows it. */
  nameOf: (userId: string) => string;
  /**
   * Opens the browser's picker with a preset and publishes the screen. Answers null when the person
   * cancelled the picker; throws what failed (ScreenShareUnsupportedError, a publish failure).
   */
  startSharing: (preset: ScreenPresetId) => Promise<OwnShareStatus | null>;
}

const ScreenShareContext = createContext<ScreenShareContextValue | null>(null);

/** The room's screen sharing around it (ScreenShareProvider). */
export function useScreenShareContext(): ScreenShareContextValue {
  const value = use(ScreenShareContext);
  if (value === null) throw new Error('useScreenShareContext outside ScreenShareProvider');
  return value;
}

interface ScreenShareProviderProps {
  roomId: string;
  isModerator: boolean;
  /** Whether the viewer presents without the cast (a room's owner, hosts and stars). */
  isPresenter: boolean;
  /** Names the page knows besides the people on stage (the room's owner). */
  knownNames?: Readonly<Record<string, string>>;
  children: ReactNode;
}

/**
 * A room's screen sharing (docs/decisions/screen-share.md) for the live page, inside its CastProvider:
 * moderators share from the apps bar, people on stage ask; the share goes to everyone.
 */
export function ScreenShareProvider({
  roomId,
  isModerator,
  isPresenter,
  knownNames = {},
  children,
}: ScreenShareProviderProps) {
  const { t } = useTranslation();
  const selfUserId = useSessionStore((state) => state.session?.userId ?? null);
  const { peers, own } = useCastContext();
  const { client, state } = useScreenShare({
    eventId: roomId,
    selfUserId,
    onDeclined: () => toast.info(t('screenShare.declined')),
  });
  const nameOf = (userId: string) =>
    peers.find((peer) => peer.userId === userId)?.username ?? knownNames[userId] ?? t('screenShare.someone');
  const startSharing = async (preset: ScreenPresetId) => {
    // The picker first, straight from the press: browsers ask for a user gesture.
    const stream = await captureScreen(navigator.mediaDevices, screenPresets[preset]);
    if (stream === null) return null;
    return client.share(stream, readCodec(localStorage));
  };
  const value: ScreenShareContextValue = {
    client,
    state,
    isModerator,
    canShare: isModerator || isPresenter || own.list === 'online',
    nameOf,
    startSharing,
  };
  return <ScreenShareContext value={value}>{children}</ScreenShareContext>;
}
