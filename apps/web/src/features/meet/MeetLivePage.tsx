import { MeetStatus, meetLanguageSchema, meetStatusMessage } from '@limelight/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { openLocalMedia, stopLocalMedia } from '../../lib/media/index.ts';
import { PeerLink, fetchIceServers, publicStunServers } from '../../lib/peer/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { followFriendSession, whenFriendSocketLive } from '../../lib/friendSocket/index.ts';
import { MeetChat } from './MeetChat.tsx';
import { MeetStrangerActions } from './MeetStrangerActions.tsx';
import { MeetVideo } from './MeetVideo.tsx';
import { meetApi } from './meetApi.ts';
import { MeetSession } from './meetSession.ts';

/** How long Start waits for a friend socket still connecting (a page just opened) before saying it is missing. */
const friendSocketWaitMs = 5_000;

/** The meet's session, built once per page on the member's friend socket. */
function useMeetSession(): MeetSession {
  const { i18n } = useTranslation();
  const [session] = useState(
    () =>
      new MeetSession({
        api: meetApi,
        frames: {
          // The friend socket's session may arrive after the page (the friends runtime loads on its own):
          // the handler follows whichever session is current, so a match pushed later is still heard.
          on: (appKey, command, handler) =>
            followFriendSession((friendSession) => friendSession.on(appKey, command, handler)),
        },
        isSocketLive: () => whenFriendSocketLive(friendSocketWaitMs),
        openMedia: () => openLocalMedia(navigator.mediaDevices, { camera: true, microphone: true }),
        stopMedia: stopLocalMedia,
        loadIceServers: () => fetchIceServers({ fallback: publicStunServers }),
        createLink: (options) => new PeerLink(options),
        // People meet in the interface's language (the tutoring variants speak English or French).
        language: meetLanguageSchema.catch('en').parse(i18n.language.slice(0, 2)),
        log: console,
      }),
  );
  useEffect(() => () => session.dispose(), [session]);
  return session;
}

/** spec 000 §2 /meet/:id/live, spec 001 §4 "Random one-to-one meeting": meet a stranger by video. */
export function MeetLivePage() {
  const { t } = useTranslation();
  const session = useMeetSession();
  const view = useStore(session.view);
  const myId = useSessionStore((state) => state.session?.userId) ?? '';
  const { status, match } = view;
  const isBothShown = view.isShownByMe && view.isShownByStranger;
  const statusText = t(`messages.${meetStatusMessage[status]}`);

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-semibold">{t('meet.title')}</h1>
      <p role="status" aria-label={t('meet.statusLabel')} className="min-h-6 text-lg font-medium">
        {statusText}
      </p>
      {view.blockingMessage && <Banner tone="warning">{t(`messages.${view.blockingMessage}`)}</Banner>}
      <div className="grid gap-4 md:grid-cols-2">
        <MeetVideo stream={view.localStream} label={t('meet.you')} isOwn isBlurred={false} />
        <MeetVideo
          stream={view.remoteStream}
          label={t('meet.stranger')}
          isBlurred={!isBothShown}
          onFirstFrame={() => session.noteFirstFrame()}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {status === MeetStatus.Idle ? (
          <Button onClick={() => void session.start()}>{t('meet.start')}</Button>
        ) : (
          <>
            <Button disabled={!match} onClick={() => void session.next()}>
              {t('meet.next')}
            </Button>
            <Button variant="secondary" onClick={() => void session.stop()}>
              {t('meet.stop')}
            </Button>
            <Button
              variant="secondary"
              disabled={!match || view.isShownByMe}
              onClick={() => void session.show()}
            >
              {t('meet.show')}
            </Button>
          </>
        )}
      </div>
      {match && (
        <p className="text-sm text-fg-muted">
          {isBothShown
            ? t('meet.shown')
            : view.isShownByStranger
              ? t('meet.strangerShows')
              : t('meet.blurHint')}
        </p>
      )}
      {match && (
        <div className="grid gap-4 md:grid-cols-2">
          <MeetChat
            key={match.key}
            strangerId={match.strangerId}
            myId={myId}
            messages={view.chat}
            isOpen={view.isChatOpen}
            onSent={(message) => session.addChat(message)}
          />
          <MeetStrangerActions
            key={`actions-${match.key}`}
            strangerId={match.strangerId}
            hasFriendRequest={view.hasFriendRequest}
            onFriendsChanged={() => void session.reloadChat()}
            onReported={() => void session.reported()}
          />
        </div>
      )}
    </main>
  );
}
