import { DoorOpen, Mic, UserCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/clock/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { minutesWaited } from './waitingQueue.ts';
import type { WaitingRequests } from './useWaitingRequests.ts';

/** How often the waited times are renewed. */
const waitedTickMs = 15_000;

/**
 * The request list (spec 001 §2 room panels; §6 "Hosts or teachers admit, remove, or admit and invite to
 * the table from the waiting room"): the people waiting, first come first, with how long each has waited.
 */
export function RequestsPanel({ requests }: { requests: WaitingRequests }) {
  const { t } = useTranslation();
  const nowMs = useNow(waitedTickMs).getTime();
  const { queue } = requests;
  if (queue.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 p-6 text-center text-sm text-fg-muted">
        <DoorOpen className="size-6" aria-hidden="true" />
        <p>{t('waitingRoom.nobodyWaiting')}</p>
      </div>
    );
  return (
    <ol aria-label={t('waitingRoom.line')} className="flex min-h-0 flex-col overflow-y-auto">
      {queue.map((person) => {
        const name = person.displayName;
        const minutes = minutesWaited(person, nowMs);
        const isDeciding = requests.isDeciding(person.userId);
        return (
          <li key={person.userId} className="flex flex-col gap-2 border-b border-border px-3 py-2">
            <div className="flex items-center gap-2">
              {person.avatar ? (
                <img src={person.avatar} alt="" className="size-8 shrink-0 rounded-full object-cover" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-muted text-sm font-semibold"
                >
                  {name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <p className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-semibold">{name}</span>
                <span className="text-xs text-fg-muted">
                  {minutes === 0
                    ? t('waitingRoom.waitedJustNow')
                    : t('waitingRoom.waitedMinutes', { count: minutes })}
                </span>
              </p>
            </div>
            <div className="flex flex-wrap gap-1">
              <Button
                size="sm"
                disabled={isDeciding}
                aria-label={t('waitingRoom.admitName', { name })}
                onClick={() => requests.admit(person.userId, false)}
              >
                <UserCheck className="size-4" aria-hidden="true" />
                {t('waitingRoom.admit')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={isDeciding}
                aria-label={t('waitingRoom.admitToStageName', { name })}
                onClick={() => requests.admit(person.userId, true)}
              >
                <Mic className="size-4" aria-hidden="true" />
                {t('waitingRoom.admitToStage')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={isDeciding}
                aria-label={t('waitingRoom.removeName', { name })}
                onClick={() => requests.remove(person.userId)}
              >
                <UserX className="size-4" aria-hidden="true" />
                {t('waitingRoom.remove')}
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
