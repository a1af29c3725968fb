import { EventEmailBatch } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import { readEmailList } from './emailList.ts';

describe('the e-mail field of an invitation', () => {
  it('reads addresses separated by commas, semicolons, spaces or lines, once each', () => {
    expect(readEmailList(' ada@example.com, grace@example.com;\nada@example.com  ')).toEqual({
      emails: ['ada@example.com', 'grace@example.com'],
      invalid: undefined,
      isTooMany: false,
    });
  });

  it('names the first entry that is no address', () => {
    expect(readEmailList('ada@example.com nope also-not').invalid).toBe('nope');
  });

  it(`says when more than ${EventEmailBatch.max} addresses are typed`, () => {
    const many = Array.from({ length: EventEmailBatch.max + 1 }, (_, i) => `p${i}@example.com`).join(' ');
    expect(readEmailList(many).isTooMany).toBe(true);
  });
});
