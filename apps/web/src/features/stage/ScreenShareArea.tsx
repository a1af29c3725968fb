import { MonitorUp, MonitorX, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { answerMessage } from '../../lib/i18n/answerMessage.ts';
import { Button } from '../../ui/Button.tsx';
import { toast } from '../../ui/toastStore.ts';
import { ScreenShareDialog } from './ScreenShareDialog.tsx';
import { useScreenShareContext } from './ScreenShareProvider.tsx';
import { StreamVideo } from './StreamVideo.tsx';

/** The moderators' answers to the shares waiting (spec 001 §5: moderators accept or reject). */
function ScreenShareRequests() {
  const { t } = useTranslation();
  const { client, state, nameOf } = useScreenShareContext();
  if (state.requests.length === 0) return null;
  const answer = (call: Promise<void>) =>
    void call.catch((error: unknown) =>
      toast.error(
        error instanceof RefusedAnswerError ? answerMessage(error.answer, t) : t('messages.genericError'),
      ),
    );
  return (
    <section aria-label={t('screenShare.requests')} className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {state.requests.map(({ shareId, ownerId }) => {
          const name = nameOf(ownerId);
          return (
            <li
              key={shareId}
              className="flex flex-wrap items-center gap-2 rounded-md bg-surface-muted px-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1">{t('screenShare.asks', { name })}</span>
              <Button
                size="sm"
                aria-label={t('screenShare.acceptFor', { name })}
                onClick={() => answer(client.accept(shareId))}
              >
                {t('screenShare.accept')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('screenShare.rejectFor', { name })}
                onClick={() => answer(client.reject(shareId))}
              >
                {t('screenShare.reject')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The shared screen everyone sees, with the sharer's stop and a moderator's. */
function SharedScreenTile() {
  const { t } = useTranslation();
  const { client, state, isModerator, nameOf } = useScreenShareContext();
  const share = state.share;
  if (share === null) return null;
  const label = share.isLocal
    ? t('screenShare.yourScreen')
    : t('screenShare.sharedBy', { name: nameOf(share.ownerId) });
  return (
    <figure className="relative overflow-hidden rounded-lg bg-black">
      <StreamVideo stream={share.stream} label={label} />
      <figcaption className="absolute inset-x-0 bottom-0 flex flex-wrap items-center gap-2 bg-black/60 px-2 py-1 text-sm text-white">
        <MonitorUp className="size-4" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate">{label}</span>
        {!share.isSignalOK && (
          <span className="flex items-center gap-1">
            <WifiOff className="size-4" aria-hidden="true" />
            {t('stage.noSignal')}
          </span>
        )}
        {share.isLocal ? (
          <Button size="sm" variant="danger" onClick={() => void client.stopSharing()}>
            <MonitorX className="size-4" aria-hidden="true" />
            {t('screenShare.stop')}
          </Button>
        ) : (
          isModerator && (
            <Button
              size="sm"
              variant="danger"
              onClick={() =>
                void client.reject(share.shareId).catch(() => toast.error(t('messages.genericError')))
              }
            >
              <MonitorX className="size-4" aria-hidden="true" />
              {t('screenShare.stopTheirs')}
            </Button>
          )
        )}
      </figcaption>
    </figure>
  );
}

/**
 * The room's screen sharing on the live page (spec 001 §3 screen share): the shared screen for everyone,
 * the moderators' requests to answer, one's own request waiting, and "Share screen" for people on stage
 * (moderators share from the apps bar).
 */
export function ScreenShareArea() {
  const { t } = useTranslation();
  const { client, state, isModerator, canShare } = useScreenShareContext();
  const [isPicking, setIsPicking] = useState(false);
  const canAsk = canShare && !isModerator && state.own === 'none' && state.share === null;
  if (state.share === null && state.requests.length === 0 && state.own === 'none' && !canAsk) return null;
  return (
    <section aria-label={t('screenShare.area')} className="flex flex-col gap-2 p-2 sm:px-4">
      <ScreenShareRequests />
      {state.own === 'pending' && (
        <p
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-md bg-surface-muted px-3 py-2 text-sm"
        >
          <span className="min-w-0 flex-1">{t('screenShare.waitingForModerator')}</span>
          <Button size="sm" variant="secondary" onClick={() => void client.stopSharing()}>
            {t('screenShare.cancelRequest')}
          </Button>
        </p>
      )}
      <SharedScreenTile />
      {canAsk && (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setIsPicking(true)}>
            <MonitorUp className="size-4" aria-hidden="true" />
            {t('screenShare.askToShare')}
          </Button>
        </div>
      )}
      {isPicking && <ScreenShareDialog onClose={() => setIsPicking(false)} />}
    </section>
  );
}
