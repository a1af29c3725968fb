import { ResponseCode, type Envelope, type MessageKey } from '@limelight/protocol';
import type { TFunction } from 'i18next';
import { answerMessage, messageKeyOfText } from '../i18n/answerMessage.ts';
import type { FormErrors } from './formValidation.ts';

/** Where the server's complaints belong in a form. */
export interface AnswerFieldMapping<F extends string> {
  /** Request field (the path of a validation issue) → form field. */
  byPath: Readonly<Partial<Record<string, F>>>;
  /** Messages that belong to a form field whatever their path ('The username has already been taken'). */
  byMessage?: Readonly<Partial<Record<MessageKey, F>>>;
}

/** A refused request as a form shows it: errors under fields, and whatever fits no field above them. */
export interface AnswerErrors<F extends string> {
  fields: FormErrors<F>;
  message: string | undefined;
}

interface ValidationIssue {
  path: string;
  message: string;
}

function isValidationIssue(value: unknown): value is ValidationIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { path, message } = value as Partial<Record<keyof ValidationIssue, unknown>>;
  return typeof path === 'string' && typeof message === 'string';
}

// 4000 answers list every failed rule in `data.issues` (docs/decisions/codes.md); other refusals have one message.
function issuesOf(answer: Envelope<unknown>): ValidationIssue[] {
  const issues = (answer.data as { issues?: unknown } | null)?.issues;
  const listed = Array.isArray(issues) ? issues.filter(isValidationIssue) : [];
  return answer.code === ResponseCode.InvalidRequest && listed.length > 0
    ? listed
    : [{ path: '', message: answer.message }];
}

/** Sorts the failures of a refused request into the form's fields, in the interface language. */
export function answerErrorsOf<F extends string>(
  answer: Envelope<unknown>,
  mapping: AnswerFieldMapping<F>,
  t: TFunction,
): AnswerErrors<F> {
  const fields: FormErrors<F> = {};
  let message: string | undefined;
  for (const issue of issuesOf(answer)) {
    const messageKey = messageKeyOfText(issue.message);
    const field = mapping.byPath[issue.path] ?? (messageKey && mapping.byMessage?.[messageKey]);
    if (field && messageKey) {
      fields[field] ??= messageKey;
    } else if (issue.path === '') {
      message ??= answerMessage(answer, t);
    } else {
      message ??= messageKey === undefined ? issue.message : t(`messages.${messageKey}`);
    }
  }
  return { fields, message };
}
