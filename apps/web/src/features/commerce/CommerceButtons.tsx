import type { EventFullView } from '@limelight/protocol';
import { HandCoins, ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { Button } from '../../ui/Button.tsx';
import { eventPriceText } from '../../lib/eventDisplay/index.ts';
import type { PurchasedFilm } from './BuyFilmDialog.tsx';

// The dialogs (card form included) load when first opened, not with the event page.
const BuyTicketDialog = lazy(async () => ({
  default: (await import('./BuyTicketDialog.tsx')).BuyTicketDialog,
}));
const BuyFilmDialog = lazy(async () => ({
  default: (await import('./BuyFilmDialog.tsx')).BuyFilmDialog,
}));
const DonateDialog = lazy(async () => ({ default: (await import('./DonateDialog.tsx')).DonateDialog }));

interface DialogButtonProps {
  label: ReactNode;
  variant: 'primary' | 'secondary';
  renderDialog: (onClose: () => void) => ReactNode;
}

/** A button that opens a payment dialog; a guest logs in first, since tickets and donations belong to members. */
function PaymentDialogButton({ label, variant, renderDialog }: DialogButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  const openDialog = useDialogStore((state) => state.openDialog);
  return (
    <>
      <Button
        size="lg"
        variant={variant}
        onClick={() => (hasMemberSession ? setIsOpen(true) : openDialog('login'))}
      >
        {label}
      </Button>
      {isOpen && <Suspense fallback={null}>{renderDialog(() => setIsOpen(false))}</Suspense>}
    </>
  );
}

interface EventProps {
  event: EventFullView;
  price: number;
}

/** The price and a Buy button opening the purchase dialog; `onBought` runs once a bought ticket's dialog closes. */
export function BuyTicketButton({ event, price, onBought }: EventProps & { onBought?: () => void }) {
  const { t } = useTranslation();
  return (
    <PaymentDialogButton
      variant="primary"
      label={
        <>
          <ShoppingCart className="size-5" aria-hidden="true" />
          {t('eventDetail.buyFor', { price: eventPriceText(price, t) })}
        </>
      }
      renderDialog={(onClose) => <BuyTicketDialog event={event} onClose={onClose} onBought={onBought} />}
    />
  );
}

/** A film's Buy button (spec 000 §1 "buy films") opening its purchase dialog; `onBought` once it closes bought. */
export function BuyFilmButton({ film, onBought }: { film: PurchasedFilm; onBought?: () => void }) {
  const { t } = useTranslation();
  return (
    <PaymentDialogButton
      variant="primary"
      label={
        <>
          <ShoppingCart className="size-5" aria-hidden="true" />
          {t('commerce.buyFilm.button', { price: eventPriceText(film.price, t) })}
        </>
      }
      renderDialog={(onClose) => <BuyFilmDialog film={film} onClose={onClose} onBought={onBought} />}
    />
  );
}

/** A Donate button for Donate-type events, opening the donation dialog. */
export function DonateButton({ event }: Pick<EventProps, 'event'>) {
  const { t } = useTranslation();
  return (
    <PaymentDialogButton
      variant="secondary"
      label={
        <>
          <HandCoins className="size-5" aria-hidden="true" />
          {t('commerce.donate.button')}
        </>
      }
      renderDialog={(onClose) => (
        <DonateDialog eventId={event.id} eventTitle={event.title} onClose={onClose} />
      )}
    />
  );
}
