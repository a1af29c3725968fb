import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/clock/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { CastCall } from './castCalls.ts';
import { useCastContext } from './castContext.ts';
import { InterviewVideos } from './InterviewVideos.tsx';
import { useInterviewMedia, type InterviewMedia } from './useInterviewMedia.ts';

/**
 * How long an invitation waits for the invitee's answer before their page answers "timeout" (the spec names
 * the timeout but not its length: docs/decisions/stage-web.md "Cast").
 */
export const invitationAnswerMs = 30_000;

interface InvitationDialogProps {
  title: string;
  description: string;
  onAccept: () => void;
  onReject: () => void;
  onTimeout: () => void;
}

/** An invitation to answer within invitationAnswerMs; closing it rejects it, silence times it out. */
function InvitationDialog({ title, description, onAccept, onReject, onTimeout }: InvitationDialogProps) {
  const { t } = useTranslation();
  const [deadline] = useState(() => Date.now() + invitationAnswerMs);
  const now = useNow(1_000);
  const [answered, setAnswered] = useState(false);
  const answer = (reply: () => void) => {
    if (answered) return;
    setAnswered(true);
    reply();
  };
  const timeOut = useEffectEvent(() => answer(onTimeout));
  useEffect(() => {
    const timer = setTimeout(timeOut, invitationAnswerMs);
    return () => clearTimeout(timer);
  }, []);
  const secondsLeft = Math.max(0, Math.ceil((deadline - now.getTime()) / 1_000));
  return (
    <Dialog open onOpenChange={(open) => !open && answer(onReject)} title={title} description={description}>
      <p className="mb-4 text-sm text-fg-muted" aria-live="polite">
        {t('cast.answerWithin', { seconds: secondsLeft })}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={answered} onClick={() => answer(onReject)}>
          {t('cast.decline')}
        </Button>
        <Button disabled={answered} onClick={() => answer(onAccept)}>
          {t('cast.accept')}
        </Button>
      </div>
    </Dialog>
  );
}

/** The viewer's own invitations and interview (spec 001 §2: interview request, pushed online invitation, interview). */
function OwnDialogs({ media }: { media: InterviewMedia }) {
  const { t } = useTranslation();
  const { own, cast, caller, acceptOnline } = useCastContext();
  if (own.list === 'onlineInviting')
    return (
      <InvitationDialog
        title={t('cast.onlineInvitation')}
        description={t('cast.onlineInvitationText')}
        onAccept={() => void acceptOnline()}
        onReject={() => void caller.call(CastCall.OnlineReject)}
        onTimeout={() => void caller.call(CastCall.OnlineTimeout)}
      />
    );
  if (own.list !== 'interviewing' || !own.interview) return null;
  if (!own.interview.isAccepted)
    return (
      <InvitationDialog
        title={t('cast.interviewRequest')}
        description={t('cast.interviewRequestText')}
        onAccept={() => void caller.call(CastCall.InterviewAccept)}
        onReject={() => void caller.call(CastCall.InterviewReject)}
        onTimeout={() => void caller.call(CastCall.InterviewTimeout)}
      />
    );
  const { interviewer } = own.interview;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && void caller.call(CastCall.InterviewClose)}
      title={t('cast.interview')}
      description={t('cast.interviewText')}
    >
      <InterviewVideos
        media={media}
        people={[
          { userId: interviewer, name: cast.people[interviewer]?.profile.userName ?? t('cast.interviewer') },
        ]}
      />
      <div className="flex justify-end">
        <Button
          variant="danger"
          isLoading={caller.isBusy(CastCall.InterviewClose)}
          onClick={() => void caller.call(CastCall.InterviewClose)}
        >
          {t('cast.endInterview')}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * The interviews the viewer holds as interviewer (spec 001 §2: moderator interview request, interview,
 * group interview): invitations waiting for an answer, which they may cancel, and the interviews running,
 * each of which they may end.
 */
function InterviewerDialogs({ media }: { media: InterviewMedia }) {
  const { t } = useTranslation();
  const { cast, selfUserId, caller } = useCastContext();
  const mine = Object.entries(cast.people).filter(
    ([, person]) => person.list === 'interviewing' && person.interview?.interviewer === selfUserId,
  );
  if (mine.length === 0) return null;
  const running = mine.filter(([, person]) => person.interview?.isAccepted);
  const waiting = mine.filter(([, person]) => !person.interview?.isAccepted);
  const title =
    running.length > 1
      ? t('cast.groupInterview')
      : running.length === 1
        ? t('cast.interview')
        : t('cast.moderatorInterviewRequest');
  return (
    <Dialog open onOpenChange={(open) => !open && void caller.call(CastCall.InterviewClose)} title={title}>
      {running.length > 0 && (
        <InterviewVideos
          media={media}
          people={running.map(([userId, person]) => ({ userId, name: person.profile.userName }))}
        />
      )}
      <ul className="flex flex-col gap-2">
        {mine.map(([userId, person]) => {
          const isRunning = person.interview?.isAccepted === true;
          const call = isRunning ? CastCall.InterviewClose : CastCall.InterviewCancel;
          const name = person.profile.userName;
          return (
            <li key={userId} className="flex items-center justify-between gap-3">
              <span>
                {isRunning ? t('cast.interviewingWith', { name }) : t('cast.waitingForAnswer', { name })}
              </span>
              <Button
                size="sm"
                variant={isRunning ? 'danger' : 'secondary'}
                isLoading={caller.isBusy(call, userId)}
                onClick={() => void caller.call(call, { userId })}
              >
                {isRunning ? t('cast.endInterview') : t('cast.cancelInvitation')}
              </Button>
            </li>
          );
        })}
      </ul>
      {running.length > 1 && waiting.length === 0 && (
        <div className="mt-4 flex justify-end">
          <Button variant="danger" onClick={() => void caller.call(CastCall.InterviewClose)}>
            {t('cast.endAllInterviews')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

/**
 * The stage's dialogs of spec 001 §2 for the viewer: as invitee, as interviewee, as interviewer; a running
 * interview's dialog carries its video (one media for the page: useInterviewMedia).
 */
export function CastDialogs() {
  const { roomId, cast, selfUserId } = useCastContext();
  const media = useInterviewMedia(roomId, cast, selfUserId);
  return (
    <>
      <OwnDialogs media={media} />
      <InterviewerDialogs media={media} />
    </>
  );
}
