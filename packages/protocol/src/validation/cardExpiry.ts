import { fail, pass, type Validation } from './result.ts';

/** A card's expiry month (1–12) and four-digit year. */
export interface CardExpiry {
  readonly month: number;
  readonly year: number;
}

/**
 * spec 000 §5: the expiry is entered as month/year and split on the slash. "MM/YY" and "MM/YYYY" are
 * accepted (a one-digit month too); a two-digit year is in this century. Whether the card has expired is
 * the card processor's answer ('expired card'), not this check's.
 */
export function parseCardExpiry(text: string): Validation<CardExpiry> {
  const parts = text.split('/').map((part) => part.trim());
  const [monthText = '', yearText = ''] = parts;
  const month = Number(monthText);
  if (!/^\d{1,2}$/.test(monthText) || month < 1 || month > 12) return fail('invalidExpiryMonth');
  if (parts.length !== 2 || !/^(\d{2}|\d{4})$/.test(yearText)) return fail('invalidExpiryYear');
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return pass({ month, year });
}
