import { ResponseCode } from '@limelight/protocol';
import type { ParseKeys, TFunction } from 'i18next';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { answerMessage } from '../../lib/i18n/answerMessage.ts';

const keysByCode: Partial<Record<number, ParseKeys>> = {
  [ResponseCode.RecordingQuotaReached]: 'recordings.quotaReached',
  [ResponseCode.RecordingStopped]: 'recordings.alreadyStopped',
  [ResponseCode.RecordingInProgress]: 'recordings.inProgress',
  [ResponseCode.RecordingEditUnavailable]: 'recordings.editUnavailable',
  [ResponseCode.NotFound]: 'recordings.notFound',
};

/** What to tell the owner about a failed recording call, in the interface language. */
export function recordingErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof RefusedAnswerError)) return t('recordings.networkError');
  const key = keysByCode[error.answer.code];
  return key ? t(key) : answerMessage(error.answer, t);
}
