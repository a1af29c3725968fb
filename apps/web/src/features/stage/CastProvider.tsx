import { castStepOf, Stage } from '@limelight/protocol';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../lib/session/index.ts';
import { toast } from '../../ui/toastStore.ts';
import { CastCall } from './castCalls.ts';
import { CastContext, type CastContextValue } from './castContext.ts';
import { CastDialogs } from './CastDialogs.tsx';
import { CastNoticeDialog } from './CastNoticeDialog.tsx';
import { useCast, type CastNotice } from './useCast.ts';
import { useCastCall } from './useCastCall.ts';

/**
 * What the stage's media does when the viewer goes on stage and leaves it: the live page connects these to
 * its media client (lib/stage). Going live may fail (no camera, publishing refused): the viewer then
 * leaves the stage again.
 */
export interface CastMediaHooks {
  onGoLive: () => Promise<void> | void;
  onLeaveStage: () => void;
}

const noMedia: CastMediaHooks = { onGoLive: () => undefined, onLeaveStage: () => undefined };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface CastProviderProps {
  roomId: string;
  isModerator: boolean;
  media?: CastMediaHooks;
  /** The publish failure of this page (spec 001 §8: the room stage has its own wording). */
  publishFailureKey?: 'stagePublishFailed' | 'roomStagePublishFailed';
  children: ReactNode;
}

/**
 * The stage's cast on a live page (spec 001 §2 stage dialogs, §4 "Cast commands"): holds the cast, answers
 * the viewer's invitations in dialogs and shows a moderator's notices. At start (spec 001 §4 "at
 * initialisation") an interview invitation left from an earlier visit is rejected, and someone left online
 * or invited online exits the cast: their media went with that visit.
 */
export function CastProvider({
  roomId,
  isModerator,
  media = noMedia,
  publishFailureKey = 'stagePublishFailed',
  children,
}: CastProviderProps) {
  const { t } = useTranslation();
  const selfUserId = useSessionStore((state) => state.session?.userId ?? null);
  const [notice, setNotice] = useState<CastNotice | null>(null);
  const view = useCast({ roomId, selfUserId, onNotice: setNotice, onLeftStage: media.onLeaveStage });
  const caller = useCastCall(roomId);

  const started = useRef(false);
  useEffect(() => {
    if (!view.isReady || selfUserId === null || started.current) return;
    started.current = true;
    const step = castStepOf(view.cast.people[selfUserId]);
    if (step === 'interviewInvited') void caller.call(CastCall.InterviewReject);
    else if (step === 'online' || step === 'onlineInviting') void caller.call(CastCall.Exit);
  }, [view.isReady, view.cast, selfUserId, caller]);

  const acceptOnline = async () => {
    if (!(await caller.call(CastCall.OnlineAccept))) return;
    await wait(Stage.publishStartDelayMs);
    try {
      await media.onGoLive();
    } catch {
      // spec 001 §4: on publish failure the error toast is shown and the user leaves online.
      toast.error(t(`messages.${publishFailureKey}`));
      await caller.call(CastCall.OnlineConfirmClose);
    }
  };

  const value: CastContextValue = { ...view, roomId, selfUserId, isModerator, caller, acceptOnline };
  return (
    <CastContext value={value}>
      {children}
      <CastDialogs />
      <CastNoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </CastContext>
  );
}
