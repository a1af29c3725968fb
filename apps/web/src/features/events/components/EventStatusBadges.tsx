import { EventRestrictionCode, type EventView } from '@limelight/protocol';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../../ui/classNames.ts';
import { timeStateLabelKey } from '../../../lib/eventDisplay/index.ts';

const badgeClassName = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold';

interface EventStatusBadgesProps {
  event: Pick<EventView, 'timeState' | 'hasTicket' | 'restrictionCode' | 'published' | 'type'>;
}

/**
 * spec 000 §4 tab states: the time status (upcoming, live, ended, TBA), then the viewer's ticket (purchased
 * for a paid event, "you're going" for the free RSVP of a free or donation event) or sold out; an
 * unpublished event (its creator's lists) says it is a draft.
 */
export function EventStatusBadges({ event }: EventStatusBadgesProps) {
  const { t } = useTranslation();
  const isLive = event.timeState === 'live';
  return (
    <span className="flex flex-wrap gap-1">
      {event.published === 0 && (
        <span className={joinClassNames(badgeClassName, 'border border-border text-fg-muted')}>
          {t('events.state.draft')}
        </span>
      )}
      <span
        className={joinClassNames(
          badgeClassName,
          isLive ? 'bg-danger text-white dark:text-surface' : 'bg-surface-muted text-fg',
        )}
      >
        {isLive && <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />}
        {t(timeStateLabelKey[event.timeState])}
      </span>
      {event.hasTicket ? (
        <span className={joinClassNames(badgeClassName, 'border border-success text-success')}>
          {t(event.type === 'Paid' ? 'events.state.ticketPurchased' : 'events.state.going')}
        </span>
      ) : (
        event.restrictionCode === EventRestrictionCode.soldOut && (
          <span className={joinClassNames(badgeClassName, 'bg-warning-soft text-warning-fg')}>
            {t('events.state.soldOut')}
          </span>
        )
      )}
    </span>
  );
}
