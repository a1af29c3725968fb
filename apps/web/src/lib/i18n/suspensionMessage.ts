import type { TFunction } from 'i18next';

/** The operators' reason a 10030 answer carries in `data` (docs/decisions/operator.md); '' when none. */
function banReasonOf(data: unknown): string {
  const reason =
    typeof data === 'object' && data !== null ? (data as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' ? reason : '';
}

/**
 * What a suspended member is told: the operators' reason when the 10030 answer carries one. A module of
 * its own, without the message catalogue, so that the page's session notice does not load it with the page.
 */
export function suspensionMessage(data: unknown, t: TFunction): string {
  const reason = banReasonOf(data);
  return reason === '' ? t('messages.accountBanned') : t('answers.accountSuspended', { reason });
}
