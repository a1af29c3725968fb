import { ResponseCode } from '@limelight/protocol';
import type { ParseKeys, TFunction } from 'i18next';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { answerMessage } from '../../lib/i18n/answerMessage.ts';

const keysByCode: Partial<Record<number, ParseKeys>> = {
  [ResponseCode.AnalyticsNotAllowed]: 'analytics.notAllowed',
  [ResponseCode.AnalyticsAdminOnly]: 'analytics.adminOnly',
  [ResponseCode.AnalyticsOwnerRole]: 'analytics.ownerRole',
  [ResponseCode.NotFound]: 'analytics.memberNotFound',
};

/** What to tell the member about a refused analytics call, in the interface language. */
export function analyticsErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof RefusedAnswerError)) return t('analytics.networkError');
  const key = keysByCode[error.answer.code];
  return key ? t(key) : answerMessage(error.answer, t);
}
