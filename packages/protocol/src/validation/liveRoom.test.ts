import { describe, expect, it } from 'vitest';
import { validateMainWindowPush, validateReplaySeek, validateScreenShareViewers } from './liveRoom.ts';

describe('main window holds at most 4 people (spec 001 §4, §5)', () => {
  it.each([
    [0, 1],
    [3, 4],
  ])('pushing onto %i gives %i', (current, next) => {
    expect(validateMainWindowPush(current)).toEqual({ ok: true, value: next });
  });

  it('refuses a fifth', () => {
    expect(validateMainWindowPush(4)).toMatchObject({
      ok: false,
      message: 'You cannot push more than 4 people',
    });
  });
});

describe('screen share for up to 50 people (spec 001 §4, §5)', () => {
  it('passes the 50th viewer', () => {
    expect(validateScreenShareViewers(50)).toEqual({ ok: true, value: 50 });
  });

  it('refuses the 51st', () => {
    expect(validateScreenShareViewers(51)).toMatchObject({
      ok: false,
      message: 'Screen share is available for up to 50 people',
    });
  });
});

describe('only moderators seek in replays (spec 001 §4, §5)', () => {
  it('lets a moderator seek', () => {
    expect(validateReplaySeek(true).ok).toBe(true);
  });

  it('refuses everyone else', () => {
    expect(validateReplaySeek(false)).toMatchObject({
      ok: false,
      message: 'You are not allowed to seek since you are not a moderator.',
    });
  });
});
