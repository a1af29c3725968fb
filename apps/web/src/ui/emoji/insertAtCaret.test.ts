import { describe, expect, it } from 'vitest';
import { insertAtCaret } from './insertAtCaret.ts';

describe('insertAtCaret', () => {
  it('puts the text at the caret and the caret after it', () => {
    expect(insertAtCaret({ value: 'hello world', selectionStart: 5, selectionEnd: 5 }, '😀')).toEqual({
      value: 'hello😀 world',
      caret: 7,
    });
  });

  it('replaces the selection', () => {
    expect(insertAtCaret({ value: 'I am sad', selectionStart: 5, selectionEnd: 8 }, '😢')).toEqual({
      value: 'I am 😢',
      caret: 7,
    });
  });

  it('appends when the field never had a caret', () => {
    expect(insertAtCaret({ value: 'hi', selectionStart: null, selectionEnd: null }, '👋')).toEqual({
      value: 'hi👋',
      caret: 4,
    });
  });

  it('inserts nothing past the field’s maxLength', () => {
    expect(insertAtCaret({ value: 'abc', selectionStart: 3, selectionEnd: 3 }, '😀', 4)).toBeUndefined();
    expect(insertAtCaret({ value: 'ab', selectionStart: 2, selectionEnd: 2 }, '😀', 4)?.value).toBe('ab😀');
  });
});
