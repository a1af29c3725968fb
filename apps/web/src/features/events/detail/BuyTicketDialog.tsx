import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { eventPriceText } from '../eventDisplay.ts';

interface BuyTicketButtonProps {
  price: number;
}

/** The price and a Buy button; purchases (commerce) arrive in a later release, which the dialog says. */
export function BuyTicketButton({ price }: BuyTicketButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button size="lg" onClick={() => setIsOpen(true)}>
        <ShoppingCart className="size-5" aria-hidden="true" />
        {t('eventDetail.buyFor', { price: eventPriceText(price, t) })}
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('eventDetail.buyTitle')}
        description={t('eventDetail.buyLater')}
      >
        <div className="flex justify-end">
          <Button onClick={() => setIsOpen(false)}>{t('eventDetail.buyDismiss')}</Button>
        </div>
      </Dialog>
    </>
  );
}
