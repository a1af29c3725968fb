import { castEntriesOf, castStepOf, CastSlots, type CastSlot } from '@limelight/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/clock/index.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { RecordControl } from '../recordings/index.ts';
import { toast } from '../../ui/toastStore.ts';
import { CastCall } from './castCalls.ts';
import { CastConsoleRow } from './CastConsoleRow.tsx';
import { invitationAnswerMs } from './CastDialogs.tsx';
import { useCastContext } from './castContext.ts';

/** People shown per list before "Show more" (the console's pages). */
export const consolePageSize = 50;

/**
 * An invitation still unanswered this long after the invitee's own timeout: their page is gone (a closed
 * tab, a dropped network), so the inviter's console withdraws it (spec 001 §8 "Applicant had a network
 * drop, please try again").
 */
const networkDropGraceMs = 5_000;

function CastListSection({
  list,
  onInvited,
  now,
}: {
  list: CastSlot;
  onInvited: (userId: string) => void;
  now: number;
}) {
  const { t } = useTranslation();
  const { cast } = useCastContext();
  const [shown, setShown] = useState(consolePageSize);
  const entries = castEntriesOf(cast, now, list);
  const title = t(`cast.list.${list}`);
  return (
    <section aria-label={title} className="flex flex-col">
      <h3 className="bg-surface-muted px-3 py-1.5 text-sm font-semibold">
        {t('cast.listCount', { list: title, count: entries.length })}
      </h3>
      {entries.length === 0 ? (
        <p className="px-3 py-2 text-sm text-fg-muted">{t('cast.emptyList')}</p>
      ) : (
        <ul>
          {entries.slice(0, shown).map((entry) => (
            <CastConsoleRow key={entry.userId} entry={entry} onInvited={onInvited} />
          ))}
        </ul>
      )}
      {entries.length > shown && (
        <Button
          variant="ghost"
          size="sm"
          className="self-center"
          onClick={() => setShown((count) => count + consolePageSize)}
        >
          {t('cast.showMore')}
        </Button>
      )}
    </section>
  );
}

/**
 * Withdraws the invitations this moderator sent that nobody answered past the invitee's timeout and a
 * grace (the invitee's page is gone), and says so.
 */
function useNetworkDropWatch(now: number): (userId: string) => void {
  const { t } = useTranslation();
  const { cast, caller } = useCastContext();
  const invited = useRef(new Set<string>());
  useEffect(() => {
    for (const userId of invited.current) {
      const person = cast.people[userId];
      const step = castStepOf(person);
      if (step !== 'onlineInviting' && step !== 'interviewInvited') {
        invited.current.delete(userId);
        continue;
      }
      if (!person || now - person.since < invitationAnswerMs + networkDropGraceMs) continue;
      invited.current.delete(userId);
      const call = step === 'onlineInviting' ? CastCall.OnlineCancel : CastCall.InterviewCancel;
      void caller
        .call(call, { userId })
        .then((done) => done && toast.error(t('messages.applicantNetworkDrop')));
    }
  }, [now, cast, caller, t]);
  return (userId) => invited.current.add(userId);
}

/**
 * The moderator console (spec 001 §6 moderator panel): the waiting line in order with each wait, ready,
 * invited, on stage, in interview and blocked people, each with its moves; clearing the waiting list and
 * taking everyone off the stage, each asked first.
 */
export function CastConsole() {
  const { t } = useTranslation();
  const { caller, cast, roomId } = useCastContext();
  const now = useNow(1_000).getTime();
  const onInvited = useNetworkDropWatch(now);
  const [asking, setAsking] = useState<typeof CastCall.RemoveList | typeof CastCall.OnlineKickAll | null>(
    null,
  );
  const hasWaiting = Object.values(cast.people).some((person) => person.list === 'waiting');
  const hasOnline = Object.values(cast.people).some((person) => person.list === 'online');
  const confirm = async () => {
    if (asking && (await caller.call(asking))) setAsking(null);
  };
  return (
    <div
      aria-label={t('cast.console')}
      role="region"
      className="flex min-h-0 flex-1 flex-col overflow-y-auto"
    >
      <div className="flex flex-wrap gap-2 p-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={!hasWaiting}
          onClick={() => setAsking(CastCall.RemoveList)}
        >
          {t('cast.clearWaiting')}
        </Button>
        <Button
          variant="danger"
          size="sm"
          disabled={!hasOnline}
          onClick={() => setAsking(CastCall.OnlineKickAll)}
        >
          {t('cast.kickAll')}
        </Button>
        <RecordControl roomId={roomId} />
      </div>
      {CastSlots.map((list) => (
        <CastListSection key={list} list={list} onInvited={onInvited} now={now} />
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={asking === CastCall.RemoveList ? t('cast.clearWaiting') : t('cast.kickAll')}
        description={asking === CastCall.RemoveList ? t('cast.clearWaitingText') : t('cast.kickAllText')}
        confirmLabel={asking === CastCall.RemoveList ? t('cast.clearWaiting') : t('cast.kickAll')}
        tone="danger"
        isBusy={asking !== null && caller.isBusy(asking)}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
