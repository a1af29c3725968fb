// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { playerActionOf } from './playerKeys.ts';

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});
const frame = document.createElement('div');

describe("the film player's keys", () => {
  it.each([
    [' ', 'togglePlay'],
    ['k', 'togglePlay'],
    ['K', 'togglePlay'],
    ['ArrowLeft', 'back'],
    ['ArrowRight', 'forward'],
    ['f', 'fullscreen'],
    ['m', 'mute'],
    ['c', 'captions'],
  ])('%j is %s', (key, action) => {
    expect(playerActionOf(press(key), frame)).toBe(action);
  });

  it('leaves other keys, modified keys and the keys of the quality menu to the browser', () => {
    expect(playerActionOf(press('x'), frame)).toBeUndefined();
    expect(playerActionOf(press('f', { ctrlKey: true }), frame)).toBeUndefined();
    expect(playerActionOf(press('ArrowLeft'), document.createElement('select'))).toBeUndefined();
  });

  it('lets Space press a focused button, while the letters still work there', () => {
    const button = document.createElement('button');
    expect(playerActionOf(press(' '), button)).toBeUndefined();
    expect(playerActionOf(press('m'), button)).toBe('mute');
  });
});
