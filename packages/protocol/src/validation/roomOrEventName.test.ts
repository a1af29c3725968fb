import { describe, expect, it } from 'vitest';
import { roomOrEventNameSchema, validateRoomOrEventName } from './roomOrEventName.ts';

describe('room and event name: letters and digits of any script, emoji, underscore, dash and whitespace (spec 000 §5)', () => {
  it.each([
    ['Friday Jam', 'Friday Jam'],
    ['  Q_and-A 2025 ', 'Q_and-A 2025'],
    ['a'.repeat(100), 'a'.repeat(100)],
    ['Soirée jazz', 'Soirée jazz'],
    ['爵士之夜', '爵士之夜'],
    ['Ночь джаза ٣', 'Ночь джаза ٣'],
    ['नमस्ते संगीत', 'नमस्ते संगीत'],
    ['Cafe\u0301 du_coin-2', 'Cafe\u0301 du_coin-2'],
    ['Café chat ☕', 'Café chat ☕'],
    ['爵士之夜 🎷', '爵士之夜 🎷'],
    ['Team 👩🏽\u200D💻 🇫🇷 ❤️', 'Team 👩🏽\u200D💻 🇫🇷 ❤️'],
  ])('%j passes as %j', (name, value) => {
    expect(validateRoomOrEventName(name)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'This field is required'],
    ['   ', 'This field is required'],
    ['Rock & Roll', 'Only letters, numbers, emoji, spaces, underscores and dashes are allowed'],
    ['Café!', 'Only letters, numbers, emoji, spaces, underscores and dashes are allowed'],
    ['<b>Jam</b>', 'Only letters, numbers, emoji, spaces, underscores and dashes are allowed'],
    ['Jam ☕ "quoted"', 'Only letters, numbers, emoji, spaces, underscores and dashes are allowed'],
    ['a/b', 'Only letters, numbers, emoji, spaces, underscores and dashes are allowed'],
    ['Jazz.night', 'Only letters, numbers, emoji, spaces, underscores and dashes are allowed'],
    ['Live!', 'Only letters, numbers, emoji, spaces, underscores and dashes are allowed'],
    ['a'.repeat(101), 'Must be at most 100 characters'],
  ])('%j fails with %j', (name, message) => {
    expect(validateRoomOrEventName(name)).toMatchObject({ ok: false, message });
  });

  it('works as a schema', () => {
    expect(roomOrEventNameSchema.parse(' Jam ')).toBe('Jam');
  });
});
