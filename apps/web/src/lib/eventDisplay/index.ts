// How an event's price, times and time state read (docs/decisions/boundaries.md): shown by the events
// pages and by commerce's passes, orders and buttons alike.
export { eventPriceText, eventTimeRangeText, eventTimeText, timeStateLabelKey } from './eventDisplay.ts';
