import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppKey } from '../socket/frame.ts';
import { CastCommand } from '../socket/cast.ts';
import { CastMediaCommand } from '../socket/castMedia.ts';
import { ChatCommand } from '../socket/chat.ts';
import { SyncCommand } from '../socket/sync.ts';
import { castMoveRules } from './castMoves.ts';
import { roomMediaDecider, type RoomMediaCommand } from './media.ts';
import { roomCastDecider, type RoomCastCommand } from './roomCast.ts';
import { roomChatDecider, type RoomChatCommand } from './roomChat.ts';
import {
  parseRoomEntry,
  roomEntryOfFrame,
  type LiveRoomCommand,
  type RoomDecider,
  type RoomEntry,
} from './roomEntry.ts';
import { evolveRoom, foldRoom, reduceRoom } from './roomEvolve.ts';
import { roomPostDecider } from './roomPost.ts';
import {
  initialRoomLiveState,
  roomSettingCommand,
  roomSettingsDecider,
  type RoomLiveState,
} from './roomState.ts';
import { roomLiveStateSchema } from './roomStateSchema.ts';
import { roomSyncDecider, type RoomSyncCommand } from './roomSync.ts';

// The one fold, pure (docs/decisions/live-state.md "One fold"): whatever the commands, the state the
// deciders and evolveRoom reach step by step is the fold of the entries they produced, and survives the
// trip through JSON (the log's rows, the frames) and the state's schema unchanged.

const eventId = 'room-1';
const users = ['u1', 'u2', 'u3'] as const;
const user = fc.constantFrom(...users);
const contentId = fc.constantFrom('c1', 'c2', 'c3');

/** A command with the decider that takes it. */
type Step = { decider: RoomDecider<LiveRoomCommand, RoomEntry>; command: LiveRoomCommand };
const stepOf = <C extends LiveRoomCommand, E extends RoomEntry>(
  decider: RoomDecider<C, E>,
  command: C,
): Step =>
  // Each generator pairs a command with its own decider.
  ({ decider: decider as unknown as Step['decider'], command });

const chat = fc
  .oneof(
    fc
      .record({ userId: user, skips: fc.boolean(), n: fc.nat(1000) })
      .map(({ userId, skips, n }): RoomChatCommand => ({
        appKey: AppKey.Chat,
        command: ChatCommand.SendMessage,
        skipsSlowMode: skips,
        message: {
          id: `m${n}`,
          eventId,
          content: 'hi',
          isRoom: 1,
          sender: { userId, displayName: userId, avatar: null },
          createdAt: '2030-01-01T00:00:00.000Z',
          ...(n % 5 === 0 ? { approveUserId: 'mod', oldMessageId: `m${n}` } : {}),
        },
      })),
    fc.record({ userId: user, block: fc.boolean() }).map(({ userId, block }): RoomChatCommand => ({
      appKey: AppKey.Chat,
      command: block ? ChatCommand.BlockUser : ChatCommand.UnblockUser,
      eventId,
      operatedUserId: userId,
    })),
    fc.constantFrom(0, 5, 10).map((seconds): RoomChatCommand => ({
      appKey: AppKey.Chat,
      command: ChatCommand.SlowMode,
      eventId,
      seconds,
    })),
    fc.constant<RoomChatCommand>({ appKey: AppKey.Chat, command: ChatCommand.RemoveAllMessages, eventId }),
  )
  .map((command) => stepOf(roomChatDecider, command));

const settings = fc
  .constantFrom<[string, unknown]>(['sendChat', false], ['title', 'New'], ['label', '18'], ['waitRoom', true])
  .map(([option, value]) => {
    const command = roomSettingCommand(eventId, { option, value } as Parameters<
      typeof roomSettingCommand
    >[1]);
    return stepOf(roomSettingsDecider, command);
  });

const syncFrame = <C extends typeof SyncCommand.PlayV2 | typeof SyncCommand.ContentChanged>(command: C) => ({
  appKey: AppKey.Sync,
  command,
  eventId,
});
const sync = fc
  .oneof(
    contentId.map((id): RoomSyncCommand => ({
      ...syncFrame(SyncCommand.ContentChanged),
      action: 'add',
      item: { contentId: id, mode: 'youtube', name: id, urls: { web: `https://youtu.be/${id}` } },
    })),
    fc
      .record({ id: contentId, isPlaying: fc.boolean(), time: fc.double({ min: 0, max: 90, noNaN: true }) })
      .map(({ id, isPlaying, time }): RoomSyncCommand => ({
        ...syncFrame(SyncCommand.PlayV2),
        action: 'play',
        item: { contentId: id, mode: 'youtube' },
        isPlaying,
        time,
        duration: 60,
      })),
    fc.constant<RoomSyncCommand>({
      ...syncFrame(SyncCommand.PlayV2),
      action: 'play',
      item: { contentId: 'h1', mode: 'host', name: 'Host' },
    }),
    fc.constant<RoomSyncCommand>({
      ...syncFrame(SyncCommand.PlayV2),
      action: 'play',
      item: { contentId: '-1', mode: 'default' },
    }),
    fc
      .record({ flag: fc.constantFrom('control', 'publish', 'recording' as const), value: fc.boolean() })
      .map(({ flag, value }): RoomSyncCommand => ({
        ...syncFrame(SyncCommand.PlayV2),
        action: 'flag',
        flag,
        value,
      })),
    fc.constant<RoomSyncCommand>({ ...syncFrame(SyncCommand.PlayV2), action: 'resync' }),
    contentId.map((id): RoomSyncCommand => ({
      ...syncFrame(SyncCommand.ContentChanged),
      action: 'remove',
      contentIds: [id],
    })),
    fc.constant<RoomSyncCommand>({ ...syncFrame(SyncCommand.ContentChanged), action: 'removeAll' }),
  )
  .map((command) => stepOf(roomSyncDecider, command));

const post = fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: null }).map((text) =>
  stepOf(roomPostDecider, {
    appKey: AppKey.Sync,
    command: SyncCommand.PostChanged,
    eventId,
    post: text === null ? null : { text, link: null, authorId: 'mod', updatedAt: 1 },
  }),
);

const moves = Object.keys(castMoveRules).filter(
  (command) => command !== CastCommand.Apply && command !== CastCommand.Block,
) as Exclude<keyof typeof castMoveRules, 'apply' | 'block'>[];
const profileOf = (userId: string) => ({ userId, userName: userId, avatar: null });
const cast = fc
  .oneof(
    fc
      .record({ userId: user, command: fc.constantFrom(CastCommand.Apply, CastCommand.Block) })
      .map(({ userId, command }): RoomCastCommand => ({
        appKey: AppKey.Cast,
        command,
        eventId,
        byUserId: command === CastCommand.Apply ? userId : 'mod',
        userId,
        profile: profileOf(userId),
      })),
    fc
      .record({ userId: user, command: fc.constantFrom(...moves), bySelf: fc.boolean() })
      .map(({ userId, command, bySelf }): RoomCastCommand => ({
        appKey: AppKey.Cast,
        command,
        eventId,
        byUserId: bySelf ? userId : 'mod',
        userId,
      })),
    fc
      .constantFrom(CastCommand.RemoveList, CastCommand.OnlineKickAll)
      .map((command): RoomCastCommand => ({ appKey: AppKey.Cast, command, eventId, byUserId: 'mod' })),
    fc
      .record({ userId: user, on: fc.boolean(), which: fc.nat(2) })
      .map(({ userId, on, which }): RoomCastCommand => {
        const base = { appKey: AppKey.Cast, eventId, byUserId: userId, userId } as const;
        if (which === 0) return { ...base, command: CastCommand.OnlineAvatar, isShowed: on };
        if (which === 1) return { ...base, command: CastCommand.OnlineMicrophone, isMuted: on };
        return { ...base, byUserId: 'mod', command: CastCommand.MainWindow, onMain: on };
      }),
  )
  .map((command) => stepOf(roomCastDecider, command));

const peer = (userId: string) => ({
  userId,
  username: userId,
  avatar: null,
  microphoneMuted: false,
  microphoneMutedMobile: false,
  muted: false,
  order: 0,
  prefix: 'stage',
  timestamp: 1,
});
const media = fc
  .oneof(
    user.map((userId): RoomMediaCommand => ({
      appKey: AppKey.Cast,
      command: CastMediaCommand.OnNewStreamV2,
      eventId,
      pubId: `p-${userId}`,
      peer: peer(userId),
    })),
    user.map((userId): RoomMediaCommand => ({
      appKey: AppKey.Cast,
      command: CastMediaCommand.OnStreamClosed,
      eventId,
      pubId: `p-${userId}`,
    })),
    fc.record({ userId: user, isMuted: fc.boolean() }).map(({ userId, isMuted }): RoomMediaCommand => ({
      appKey: AppKey.Cast,
      command: CastCommand.OnlineMicrophone,
      eventId,
      userId,
      isMuted,
      byUserId: 'mod',
    })),
  )
  .map((command) => stepOf(roomMediaDecider, command));

/** Commands with strictly later times, as the server's clock gives them. */
const run = fc
  .array(fc.tuple(fc.oneof(chat, settings, sync, post, cast, media), fc.integer({ min: 1, max: 20_000 })), {
    minLength: 1,
    maxLength: 60,
  })
  .map((steps) => {
    let at = 1_700_000_000_000;
    return steps.map(([step, gap]) => ({ ...step, at: (at += gap) }));
  });

/** Decides and folds each command in turn, as the server does; answers the states and the entries. */
function playLive(steps: readonly (Step & { at: number })[]) {
  let state = initialRoomLiveState;
  const entries: RoomEntry[] = [];
  for (const { decider, command, at } of steps) {
    const reduced = reduceRoom(decider, state, command, at);
    if ('refusal' in reduced) continue;
    entries.push(reduced.entry);
    state = reduced.state;
  }
  return { state, entries };
}

const viaJson = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('evolveRoom: the one fold of a room log', () => {
  it('the fold of the entries is the state reached command by command, also after the log and the wire', () => {
    fc.assert(
      fc.property(run, (steps) => {
        const { state, entries } = playLive(steps);
        expect(foldRoom(initialRoomLiveState, entries)).toEqual(state);
        // The log's rows: each entry stored as JSON and read back by its command's schema.
        const stored = entries.map((entry) => parseRoomEntry(viaJson(entry)));
        expect(viaJson(foldRoom(initialRoomLiveState, stored))).toEqual(viaJson(state));
        // The frames: the entry with its seq and server time, as a client receives it.
        const frames = entries.map((entry, index) => ({
          ...entry,
          seq: index + 1,
          serverTime: new Date(entry.at).toISOString(),
        }));
        expect(viaJson(frames.map(roomEntryOfFrame).reduce(evolveRoom, initialRoomLiveState))).toEqual(
          viaJson(state),
        );
        // The state row: read back by the state's schema, unchanged.
        expect(roomLiveStateSchema.parse(viaJson(state))).toEqual(viaJson(state));
      }),
      { numRuns: 300 },
    );
  });

  it('a fold from any snapshot on is the fold from the start (a seek: a snapshot plus the entries after it)', () => {
    fc.assert(
      fc.property(run, fc.nat(), (steps, cut) => {
        const { state, entries } = playLive(steps);
        const at = entries.length === 0 ? 0 : cut % entries.length;
        const snapshot = roomLiveStateSchema.parse(
          viaJson(foldRoom(initialRoomLiveState, entries.slice(0, at))),
        );
        expect(viaJson(foldRoom(snapshot, entries.slice(at)))).toEqual(viaJson(state));
      }),
      { numRuns: 200 },
    );
  });

  it('a moderator’s mute is stage media’s, a person’s own is the cast’s', () => {
    const mic = (byUserId?: string): RoomEntry => ({
      appKey: AppKey.Cast,
      command: CastCommand.OnlineMicrophone,
      payload: { eventId, userId: 'u1', isMuted: true, ...(byUserId ? { byUserId } : {}) },
      at: 1,
    });
    const onStage: RoomLiveState = {
      settings: {},
      cast: {
        people: {
          u1: {
            list: 'online',
            profile: profileOf('u1'),
            since: 0,
            appliedAt: 0,
            order: 1,
            stage: { order: 2, isMicMuted: false, isAvatarShown: false, isPublishing: true },
          },
        },
        mainWindow: [],
        nextOrder: 3,
      },
    };
    const byModerator = evolveRoom(onStage, mic('mod'));
    expect(byModerator.media?.modMuted).toEqual(['u1']);
    expect(byModerator.cast).toEqual(onStage.cast);
    const own = evolveRoom(onStage, mic());
    expect(own.media).toBeUndefined();
    expect(own.cast?.people.u1?.stage?.isMicMuted).toBe(true);
  });
});
