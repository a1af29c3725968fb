import type { EventView } from '@limelight/protocol';
import { secondsToLive } from '@limelight/protocol';
import { LogOut, Radio, Timer, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/clock/index.ts';
import { AppLink } from '../../../lib/navigation/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { countdownClock, countdownParts } from '../countdown.ts';

/** Where the event is in its time on its live page: before its start, live, or over. */
export type LiveTimeState = 'upcoming' | 'live' | 'ended';

/** Counts down to the start while it is ahead (a timer assistive technology reads when asked). */
function StartCountdown({ startAt }: { startAt: string }) {
  const { t } = useTranslation();
  const parts = countdownParts(secondsToLive(startAt, useNow(1_000)) ?? 0);
  const clock = countdownClock(parts);
  return (
    <span className="flex items-center gap-1.5">
      <Timer className="size-4" aria-hidden="true" />
      {t('eventDetail.startsIn')}{' '}
      <span role="timer" aria-live="off" className="font-mono tabular-nums">
        {parts.days > 0 ? t('eventDetail.countdownWithDays', { days: parts.days, clock }) : clock}
      </span>
    </span>
  );
}

/** The event's time state as a badge: the countdown, "Live", or "Ended" (spec 000 §4 time status). */
function TimeStateBadge({ state, startAt }: { state: LiveTimeState; startAt: string | null }) {
  const { t } = useTranslation();
  if (state === 'upcoming' && startAt)
    return (
      <p className="rounded-full bg-accent-soft px-3 py-1 text-sm font-medium">
        <StartCountdown startAt={startAt} />
      </p>
    );
  if (state === 'live')
    return (
      <p className="flex items-center gap-1.5 rounded-full bg-danger px-3 py-1 text-sm font-semibold text-white dark:text-surface">
        <Radio className="size-4" aria-hidden="true" />
        {t('events.state.live')}
      </p>
    );
  return (
    <p className="rounded-full bg-surface-muted px-3 py-1 text-sm font-medium">
      {t(state === 'ended' ? 'events.state.past' : 'events.state.upcoming')}
    </p>
  );
}

interface EventLiveHeaderProps {
  event: EventView;
  timeState: LiveTimeState;
  /** How many people are on the page now; null until the room first counts them. */
  peopleCount: number | null;
  onLeave?: () => void;
  /** What else the bar says while the event runs (the Recording indicator). */
  children?: ReactNode;
}

/** The live page's bar: the event's title, its channel (the host), its time state, the people count, Leave. */
export function EventLiveHeader({ event, timeState, peopleCount, onLeave, children }: EventLiveHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border px-3 py-3 md:px-4">
      <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
        <h1 className="text-xl font-semibold break-words md:text-2xl">{event.title}</h1>
        <AppLink
          to={`/channel/${event.channel.slug}`}
          className="flex w-fit items-center gap-2 rounded-md text-sm text-fg-muted hover:underline"
        >
          <span aria-hidden="true" className="contents">
            <UserAvatar name={event.channel.displayName} src={event.channel.avatar} size="sm" />
          </span>
          {t('eventDetail.hostedBy', { name: event.channel.displayName })}
        </AppLink>
      </div>
      <div role="group" aria-label={t('eventLive.timeState')} className="flex flex-wrap items-center gap-2">
        <TimeStateBadge state={timeState} startAt={event.startAt} />
        {children}
        {peopleCount !== null && timeState !== 'ended' && (
          <p className="flex items-center gap-1.5 text-sm font-semibold" aria-live="polite">
            <Users className="size-4" aria-hidden="true" />
            {t('roomLive.peopleCount', { count: peopleCount })}
          </p>
        )}
        {onLeave && (
          <Button variant="secondary" size="sm" onClick={onLeave}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('eventLive.leave')}
          </Button>
        )}
      </div>
    </header>
  );
}
