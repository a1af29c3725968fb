import { Messages, ResponseCode, type EventFullView } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { CalendarClock, Radio, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDialogStore } from '../../../lib/dialogs/index.ts';
import { answerMessage } from '../../../lib/i18n/index.ts';
import { AppLink } from '../../../lib/navigation/index.ts';
import { isMember, useSessionStore } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { rsvpToEvent } from '../eventsApi.ts';
import { BuyTicketButton, DonateButton } from '../../commerce/index.ts';
import { EventReplayButton } from '../../replays/index.ts';
import { detailActionOf } from './detailAction.ts';
import { RestrictionNotice } from './RestrictionNotice.tsx';

interface EventActionsProps {
  event: EventFullView;
  /** Called after the viewer's standing changed (an RSVP, a ticket bought), so that the page asks again. */
  onChanged: () => void;
}

function RsvpButton({ event, onChanged }: EventActionsProps) {
  const { t } = useTranslation();
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  const openDialog = useDialogStore((state) => state.openDialog);
  // A private event opened through an invitation link is RSVPed through that link (EventGate).
  const sharedLink = useSearchParams()[0].get('sharedLink') ?? undefined;
  const rsvp = useMutation({
    mutationFn: () => rsvpToEvent(event.id, 'detail', sharedLink),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success && answer.code !== ResponseCode.TicketAlreadyPurchased) {
        toast.error(answerMessage(answer, t));
        return;
      }
      toast.success(t('eventDetail.rsvpDone'));
      onChanged();
    },
    onError: () => toast.error(t('messages.genericError')),
  });
  return (
    <Button
      size="lg"
      isLoading={rsvp.isPending}
      // Tickets belong to members: a guest signs up or logs in first.
      onClick={() => (hasMemberSession ? rsvp.mutate() : openDialog('login'))}
    >
      <Ticket className="size-5" aria-hidden="true" />
      {t('eventDetail.rsvp')}
    </Button>
  );
}

/** The action the event's state calls for (spec 000 §2), with the restriction message when there is one. */
function PrimaryAction({ event, onChanged }: EventActionsProps) {
  const { t } = useTranslation();
  const action = detailActionOf(event);
  switch (action.kind) {
    case 'join':
      return (
        <Button asChild size="lg">
          <AppLink to={`/event/${event.slug}/live`}>
            <Radio className="size-5" aria-hidden="true" />
            {t('eventDetail.join')}
          </AppLink>
        </Button>
      );
    case 'notStarted':
      return <p className="text-fg-muted">{t('messages.entryNotStarted')}</p>;
    case 'tba':
      return (
        <p className="flex items-center gap-2 text-fg-muted">
          <CalendarClock className="size-5" aria-hidden="true" />
          {t('messages.eventDateToBeAnnounced')}
        </p>
      );
    case 'replay':
      return <EventReplayButton eventId={event.id} />;
    case 'soldOut':
      return (
        <div className="flex flex-col gap-2">
          <Button size="lg" disabled>
            {t('events.state.soldOut')}
          </Button>
          <RestrictionNotice message={event.restrictionMessage ?? Messages.eventSoldOut} />
        </div>
      );
    case 'restricted':
      return <RestrictionNotice message={event.restrictionMessage ?? Messages.priceToBeDetermined} />;
    case 'rsvp':
      return <RsvpButton event={event} onChanged={onChanged} />;
    case 'buy':
      return <BuyTicketButton event={event} price={action.price} onBought={onChanged} />;
  }
}

/** The event's action and, for a Donate-type event, the Donate button (spec 000 §3 donation). */
export function EventActions({ event, onChanged }: EventActionsProps) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <PrimaryAction event={event} onChanged={onChanged} />
      {event.type === 'Donate' && <DonateButton event={event} />}
    </div>
  );
}
