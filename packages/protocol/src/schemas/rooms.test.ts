import { describe, expect, it } from 'vitest';
import {
  createRoomRequestSchema,
  editRoomRequestSchema,
  myRoomQuerySchema,
  parseRoomSetting,
  roomRefSchema,
  subscribeRoomRequestSchema,
} from './rooms.ts';

describe('createRoom (spec 000 §3 Room defaults, §5 name and tag rules)', () => {
  it('is public with the label 13 unless told otherwise', () => {
    expect(createRoomRequestSchema.parse({ title: ' Late night jams ' })).toEqual({
      title: 'Late night jams',
      privateLevel: 1,
      label: '13',
      thumbnail: null,
      tags: [],
      friendList: [],
    });
    expect(
      createRoomRequestSchema.parse({ title: 'Den', privateLevel: '2', label: 18, tags: [' jazz '] }),
    ).toMatchObject({ privateLevel: 2, label: '18', tags: ['jazz'] });
  });

  it.each([
    [{}, 'title', 'This field is required'],
    [
      { title: 'Jazz & blues' },
      'title',
      'Only letters, numbers, emoji, spaces, underscores and dashes are allowed',
    ],
    [{ title: 'Den', privateLevel: 3 }, 'privateLevel', 'Please choose a room type'],
    [{ title: 'Den', tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'tags', 'You can add at most 5 tags'],
    [{ title: 'Den', tags: ['Jazz', 'jazz'] }, 'tags', 'Each tag can only be added once'],
    [{ title: 'Den', thumbnail: 'not a url' }, 'thumbnail', 'The url is invalid'],
  ])('%j fails with the rule message', (body, field, message) => {
    expect(createRoomRequestSchema.safeParse(body).error?.issues[0]).toMatchObject({
      path: [field],
      message,
    });
  });

  it('knows the general, adult and kids labels only', () => {
    expect(createRoomRequestSchema.parse({ title: 'Den', label: 'kids' }).label).toBe('kids');
    expect(createRoomRequestSchema.safeParse({ title: 'Den', label: '21' }).success).toBe(false);
  });
});

describe('editRoom options (spec 000 §4 settings toggles, §8 room settings codes)', () => {
  it('reads each kind of value', () => {
    expect(parseRoomSetting('waitRoom', 1)).toEqual({
      ok: true,
      change: { option: 'waitRoom', value: true },
    });
    expect(parseRoomSetting('sendChat', 'false')).toEqual({
      ok: true,
      change: { option: 'sendChat', value: false },
    });
    expect(parseRoomSetting('joinStage', '2')).toEqual({
      ok: true,
      change: { option: 'joinStage', value: 2 },
    });
    expect(parseRoomSetting('label', 18)).toEqual({ ok: true, change: { option: 'label', value: '18' } });
    expect(parseRoomSetting('tags', ['a', 'b'])).toEqual({
      ok: true,
      change: { option: 'tags', value: ['a', 'b'] },
    });
    expect(parseRoomSetting('thumbnail', null)).toEqual({
      ok: true,
      change: { option: 'thumbnail', value: null },
    });
  });

  it('tells a missing option, an unknown option and a missing value apart', () => {
    expect(parseRoomSetting(undefined, true)).toEqual({ ok: false, failure: 'optionMissing' });
    expect(parseRoomSetting('colour', true)).toEqual({ ok: false, failure: 'optionInvalid' });
    expect(parseRoomSetting('toString', true)).toEqual({ ok: false, failure: 'optionInvalid' });
    expect(parseRoomSetting('waitRoom', undefined)).toEqual({ ok: false, failure: 'valueMissing' });
  });

  it("refuses a value that fails the option's rule, with the rule's message", () => {
    expect(parseRoomSetting('title', 'Jazz & blues')).toEqual({
      ok: false,
      failure: 'valueInvalid',
      message: 'Only letters, numbers, emoji, spaces, underscores and dashes are allowed',
    });
    expect(parseRoomSetting('privateLevel', 5)).toMatchObject({
      failure: 'valueInvalid',
      message: 'Please choose a room type',
    });
    expect(parseRoomSetting('joinStage', 3)).toMatchObject({ failure: 'valueInvalid' });
    expect(parseRoomSetting('showParticipants', 'maybe')).toMatchObject({ failure: 'valueInvalid' });
  });

  it('leaves a missing room id and option for the server to answer with their codes', () => {
    expect(editRoomRequestSchema.parse({ eventId: '', option: ' ' })).toEqual({
      eventId: undefined,
      option: undefined,
      value: undefined,
    });
    expect(roomRefSchema.parse({})).toEqual({ eventId: undefined });
  });
});

describe('subscribe and myRoom', () => {
  it('subscribes with 1 or true and unsubscribes with 0 or false', () => {
    expect(subscribeRoomRequestSchema.parse({ eventId: 'r1', subscribe: 1 }).subscribe).toBe(true);
    expect(subscribeRoomRequestSchema.parse({ eventId: 'r1', subscribe: false }).subscribe).toBe(false);
  });

  it('lists owned rooms 20 at a time by default (spec 000 §9 room list)', () => {
    expect(myRoomQuerySchema.parse({})).toEqual({ option: 'owned', page: 1, pageSize: 20 });
    expect(myRoomQuerySchema.parse({ option: 'subscribed', page: '2' }).page).toBe(2);
  });
});
