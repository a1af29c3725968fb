import { expect } from 'vitest';
import { ResponseCode, codeCatalogue, type CodeName } from '@limelight/protocol';
import type { ApiAnswer } from './apiClient.ts';

/** A refusal of invalid input: 4000 with the rule's message, naming the field at fault (docs/decisions/codes.md). */
export function expectInvalid(answer: ApiAnswer<unknown>, field: string, message: string): void {
  expect(answer.body.code).toBe(ResponseCode.InvalidRequest);
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe(`${field}: ${message}`);
}

/** A refusal with a catalogue code, its HTTP status and a message (the code's own unless given). */
export function expectRefused(answer: ApiAnswer<unknown>, name: CodeName, message?: string): void {
  const { code, httpStatus } = codeCatalogue[name];
  expect({ code: answer.body.code, status: answer.status, message: answer.body.message }).toEqual({
    code,
    status: httpStatus,
    message: message ?? codeCatalogue[name].message,
  });
}
