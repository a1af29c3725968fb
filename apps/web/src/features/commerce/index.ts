// Commerce's parts other features show or call: the event pages' buy and donate buttons, the editor's
// coupons, orders and ticket tiers, the film page's Buy button, and the card payment the store's cart pays with.
export { BuyFilmButton, BuyTicketButton, DonateButton } from './CommerceButtons.tsx';
export { CardPaymentForm, PaymentSuccess } from './CardPaymentForm.tsx';
export { useCardPayment } from './useCardPayment.ts';
export { CouponsPanel } from './CouponsPanel.tsx';
export { EventOrdersPanel } from './EventOrdersPanel.tsx';
export { addInventory, deleteInventory, editTicket } from './commerceApi.ts';
