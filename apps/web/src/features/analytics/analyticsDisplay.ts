/** Cents as the viewer's currency text; the platform's orders are in US dollars (docs/decisions/analytics.md). */
export const moneyText = (cents: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Seconds as h:mm:ss, or m:ss under an hour. */
export function durationText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** An instant in the viewer's own zone and language. */
export const timeText = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
