import { ResponseCode, type CallView, type Envelope } from '@limelight/protocol';
import type { TFunction } from 'i18next';
import { answerMessage } from '../../lib/i18n/index.ts';
import { MediaAccessError, openLocalMedia, stopLocalMedia } from '../../lib/media/index.ts';
import { fetchIceServers, publicStunServers } from '../../lib/peer/index.ts';
import { toast } from '../../ui/toastStore.ts';
import { joinCall, startCall } from './callsApi.ts';
import { useCallStore } from './callStore.ts';

// Loaded on the first call (dynamic import): the camera and WebRTC code stay off every first load.

/** spec 000 §8 "Video call failed, ...": the reason in the interface language. */
function toastCallFailure(error: unknown, t: TFunction): void {
  const reason =
    error instanceof MediaAccessError ? t(`messages.${error.messageKey}`) : t('messages.genericError');
  toast.error(t('messages.videoCallFailed', { reason }));
}

/**
 * Opens the camera and microphone, then calls (initVideo) or answers (vidConnect) the chat's call; the
 * call window opens with the server's view. A refusal (line busy, already in a call) is a toast, and the
 * camera is closed again.
 */
export async function enterCall(chatId: string, how: 'start' | 'join', t: TFunction): Promise<boolean> {
  let localStream: MediaStream | undefined;
  try {
    localStream = await openLocalMedia(navigator.mediaDevices, { camera: true, microphone: true });
    const iceServers = await fetchIceServers({ fallback: publicStunServers });
    const answer: Envelope<CallView> = how === 'start' ? await startCall(chatId) : await joinCall(chatId);
    if (answer.code !== ResponseCode.Success) {
      stopLocalMedia(localStream);
      toast.error(answerMessage(answer, t));
      return false;
    }
    const view = answer.data;
    const busy = Object.values(view.states).filter((state) => state === 'busy').length;
    if (busy > 0) toast.info(t('messages.lineBusy'));
    useCallStore.getState().setActive({
      view,
      media: { localStream, iceServers },
      isJoining: view.joined.length > 1,
    });
    return true;
  } catch (error) {
    if (localStream) stopLocalMedia(localStream);
    toastCallFailure(error, t);
    return false;
  }
}
