import {
  AppKey,
  ChatCommand,
  evolveRoom,
  initialRoomLiveState,
  parseRoomEntry,
  ReplayTiming,
  type ReplayChatPage,
  type ReplayCommand,
  type ReplayCommands,
  type ReplayJoinedCount,
  type ReplaySeekAnswer,
  type RoomEntry,
  type RoomLiveState,
} from '@limelight/protocol';
import { clearedHistory, withRoomChatChange, type ChatHistory } from '../../lib/live/chatHistory.ts';

/** What the player asks the server (replaysApi.ts, bound to one replay). */
export interface ReplayCalls {
  /** The room at an offset; throws the refusal (spec 001 §8 "Replay seek with a non-200 code throws the code"). */
  seek(to: number): Promise<ReplaySeekAnswer>;
  /** The commands between two offsets, `from` inclusive, `to` exclusive, and the joined counts told then. */
  fetch(from: number, to: number): Promise<ReplayCommands>;
  /** The chat's entries at or before an offset, newest first, a page going back from `before` (a seq). */
  chat(to: number, before: number | undefined): Promise<ReplayChatPage>;
}

/** The replay's span: how long it plays and the instant it starts at (epoch ms). */
export interface ReplaySpan {
  durationMs: number;
  startAtMs: number;
}

/** The player as the page shows it. */
export interface ReplaySnapshot {
  /** Bumped by each seek: answers asked for under an older version are ignored. */
  version: number;
  /** `loading` until the first seek answered; `failed` when it was refused (then `error` says why). */
  phase: 'loading' | 'seeking' | 'ready' | 'failed';
  error: unknown;
  isPlaying: boolean;
  /** The play head, ms from the replay's start. */
  positionMs: number;
  /** The room as a viewer saw it at the play head, and the seq of the last command folded in. */
  seq: number;
  state: RoomLiveState;
  /** The chat's messages up to the play head, as the live chat holds them. */
  chat: ChatHistory;
  /** "People here": the joined count the room had been told at the play head. */
  joinedCount: number;
}

/**
 * The most commands the server answers for one window (docs/decisions/replays.md: 5,000); a full answer may
 * have been cut, so the next window starts at its last command's offset (seqs already held are skipped).
 */
export const windowMaxCommands = 5_000;

/** How often the play head moves on while playing (the commands due are folded in then). */
export const replayTickMs = 250;

/**
 * How much chat a seek reads back (docs/decisions/replays-web.md): the seek's state has no messages (the
 * live chat reads them from its history), so the chat's entries before the offset are read a page at a
 * time going back (`chat`), until this many messages, the chat's first entry or a clearing of the chat,
 * whatever time that spans, and folded in in order.
 */
export const chatBacklogMessages = 200;

const isChatChange = (
  entry: RoomEntry,
): entry is Extract<RoomEntry, { appKey: typeof AppKey.Chat }> & Parameters<typeof withRoomChatChange>[1] =>
  entry.appKey === AppKey.Chat &&
  (entry.command === ChatCommand.SendMessage ||
    entry.command === ChatCommand.RemoveMessage ||
    entry.command === ChatCommand.RemoveAllMessages);

/** The chat after one entry of the room's log (entries of other slices leave it as it is). */
function chatAfter(chat: ChatHistory, entry: RoomEntry): ChatHistory {
  return isChatChange(entry) ? (withRoomChatChange(chat, entry) ?? chat) : chat;
}

/** A command as an entry of the room's log, at its instant; null (and a warning) for one the log cannot hold. */
function entryOf(command: ReplayCommand, startAtMs: number): RoomEntry | null {
  try {
    return parseRoomEntry({
      appKey: command.appKey,
      command: command.command,
      payload: command.payload,
      at: startAtMs + command.start,
    });
  } catch (error) {
    console.warn(`Replay command ${command.seq} skipped`, error);
    return null;
  }
}

type Listener = () => void;

/**
 * Plays a replay (spec 001 §4 "Replays"; docs/decisions/replays-web.md): a seek loads the room's state at
 * an offset (state + seq), then commands are fetched in windows of {@link ReplayTiming.fetchWindowMs} ahead
 * of the play head — the next window once the play head is {@link ReplayTiming.firstLoopDelayMs} into the
 * last one, a failed fetch again after {@link ReplayTiming.commandRetryMs} — and each command is folded in
 * with the one fold (`evolveRoom`) when the play head reaches its offset, so the state at any moment is what
 * a viewer saw then. A seek bumps the version: answers of an older version are dropped.
 */
export class ReplayPlayer {
  readonly #calls: ReplayCalls;
  readonly #span: ReplaySpan;
  readonly #now: () => number;
  readonly #listeners = new Set<Listener>();

  #version = 0;
  #phase: ReplaySnapshot['phase'] = 'loading';
  #error: unknown = null;
  #isPlaying = false;
  /** The play head was at `anchorPositionMs` at local time `anchorLocalMs` (moving on while playing). */
  #anchorPositionMs = 0;
  #anchorLocalMs = 0;
  #seq = 0;
  #state: RoomLiveState = initialRoomLiveState;
  #chat: ChatHistory = clearedHistory();
  #joinedCount = 0;
  /** Fetched commands not yet folded in, in seq order. */
  #pending: ReplayCommand[] = [];
  /** Fetched joined counts the play head has not reached, in time order. */
  #pendingCounts: ReplayJoinedCount[] = [];
  /** Commands are fetched up to this offset (exclusive). */
  #fetchedUntilMs = 0;
  #isFetching = false;
  #retryTimer: ReturnType<typeof setTimeout> | null = null;
  #tickTimer: ReturnType<typeof setInterval> | null = null;
  #snapshot: ReplaySnapshot;

  constructor(calls: ReplayCalls, span: ReplaySpan, now: () => number = Date.now) {
    this.#calls = calls;
    this.#span = span;
    this.#now = now;
    this.#snapshot = this.#makeSnapshot();
  }

  readonly getSnapshot = (): ReplaySnapshot => this.#snapshot;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** The room's clock at the play head (epoch ms): the replay's start plus the play head. */
  readonly roomNow = (): number => this.#span.startAtMs + this.#positionMs();

  /** Loads the start and plays: a seek to 0, allowed to everyone. */
  start(): Promise<void> {
    this.#isPlaying = true;
    return this.seek(0);
  }

  /** Stops every timer; answers still on their way are dropped. */
  stop(): void {
    this.#version += 1;
    this.#isPlaying = false;
    this.#clearTimers();
  }

  play(): void {
    if (this.#isPlaying || this.#positionMs() >= this.#span.durationMs) return;
    this.#reanchor();
    this.#isPlaying = true;
    this.#updateTicking();
    this.#emit();
  }

  pause(): void {
    if (!this.#isPlaying) return;
    this.#reanchor();
    this.#isPlaying = false;
    this.#updateTicking();
    this.#emit();
  }

  /**
   * Moves the play head to `toMs`: bumps the version, asks the room's state there (and the chat before it),
   * then fetches from there. Rejects with the seek's refusal; the player then stays where it was.
   */
  async seek(toMs: number): Promise<void> {
    const to = Math.round(Math.min(Math.max(0, toMs), this.#span.durationMs));
    const version = ++this.#version;
    const wasAt = this.#positionMs();
    const firstPhase = this.#phase === 'loading' || this.#phase === 'failed';
    this.#clearTimers();
    this.#isFetching = false;
    this.#phase = firstPhase ? 'loading' : 'seeking';
    this.#anchorPositionMs = to;
    this.#anchorLocalMs = this.#now();
    this.#emit();
    try {
      const [answer, backlog] = await Promise.all([this.#calls.seek(to), this.#readChatBacklog(to, version)]);
      if (version !== this.#version) return;
      this.#seq = answer.seq;
      this.#state = answer.state;
      this.#chat = backlog
        .filter((command) => command.seq <= answer.seq)
        .toSorted((a, b) => a.seq - b.seq)
        .reduce((chat, command) => {
          const entry = entryOf(command, this.#span.startAtMs);
          return entry ? chatAfter(chat, entry) : chat;
        }, clearedHistory());
      this.#joinedCount = answer.joinedCount;
      this.#pending = [];
      this.#pendingCounts = [];
      this.#fetchedUntilMs = answer.to;
      this.#anchorPositionMs = answer.to;
      this.#anchorLocalMs = this.#now();
      this.#phase = 'ready';
      this.#error = null;
    } catch (error) {
      if (version !== this.#version) return;
      if (firstPhase) {
        this.#phase = 'failed';
        this.#error = error;
        this.#isPlaying = false;
        this.#emit();
        throw error;
      }
      // Refused: the play head stays where it was, and what was fetched for it is fetched again.
      this.#phase = 'ready';
      this.#anchorPositionMs = wasAt;
      this.#anchorLocalMs = this.#now();
      this.#pending = [];
      this.#pendingCounts = [];
      this.#fetchedUntilMs = wasAt;
      this.#advance();
      throw error;
    }
    this.#advance();
  }

  /**
   * The chat's entries at or before `to`, page after page going back, until {@link chatBacklogMessages}
   * messages, the first entry or a clearing (nothing before it shows); stops when a newer seek began.
   */
  async #readChatBacklog(to: number, version: number): Promise<ReplayCommand[]> {
    const read: ReplayCommand[] = [];
    let messages = 0;
    let before: number | undefined;
    for (;;) {
      const page = await this.#calls.chat(to, before);
      read.push(...page.list);
      messages += page.list.filter((command) => command.command === ChatCommand.SendMessage).length;
      const isCleared = page.list.some((command) => command.command === ChatCommand.RemoveAllMessages);
      const isDone = page.nextBefore === null || isCleared || messages >= chatBacklogMessages;
      if (isDone || version !== this.#version) return read;
      before = page.nextBefore ?? undefined;
    }
  }

  /** The play head now: where it was anchored, plus the time played since, up to the end. */
  #positionMs(): number {
    const played = this.#isPlaying && this.#phase === 'ready' ? this.#now() - this.#anchorLocalMs : 0;
    return Math.min(this.#anchorPositionMs + played, this.#span.durationMs);
  }

  #reanchor(): void {
    this.#anchorPositionMs = this.#positionMs();
    this.#anchorLocalMs = this.#now();
  }

  /** Folds in the commands due, fetches the next window when it is time, stops at the end. */
  #advance(): void {
    const position = this.#positionMs();
    while (this.#pending.length > 0 && (this.#pending[0]?.start ?? Infinity) <= position) {
      const command = this.#pending.shift();
      if (command === undefined || command.seq <= this.#seq) continue;
      const entry = entryOf(command, this.#span.startAtMs);
      if (entry) {
        this.#state = evolveRoom(this.#state, entry);
        this.#chat = chatAfter(this.#chat, entry);
      }
      this.#seq = command.seq;
    }
    while ((this.#pendingCounts[0]?.start ?? Infinity) <= position) {
      this.#joinedCount = this.#pendingCounts.shift()?.count ?? this.#joinedCount;
    }
    if (this.#isPlaying && position >= this.#span.durationMs) {
      this.#reanchor();
      this.#isPlaying = false;
    }
    this.#fetchWhenDue(position);
    this.#updateTicking();
    this.#emit();
  }

  /** The next window once the play head is `firstLoopDelayMs` into the last one (the first one at once). */
  #fetchWhenDue(position: number): void {
    if (this.#isFetching || this.#phase !== 'ready' || this.#fetchedUntilMs > this.#span.durationMs) return;
    const lead = ReplayTiming.fetchWindowMs - ReplayTiming.firstLoopDelayMs;
    if (position < this.#fetchedUntilMs - lead) return;
    const from = this.#fetchedUntilMs;
    this.#fetchWindow(from, from + ReplayTiming.fetchWindowMs, this.#version);
  }

  #fetchWindow(from: number, to: number, version: number): void {
    this.#isFetching = true;
    this.#calls.fetch(from, to).then(
      ({ list: commands, joinedCounts }) => {
        if (version !== this.#version) return;
        this.#isFetching = false;
        // A window continued after a cut one may repeat counts: each only sets the count again.
        this.#pendingCounts = [...this.#pendingCounts, ...joinedCounts].toSorted((a, b) => a.start - b.start);
        const known = new Set(this.#pending.map((command) => command.seq));
        const fresh = commands.filter((command) => command.seq > this.#seq && !known.has(command.seq));
        this.#pending = [...this.#pending, ...fresh].toSorted((a, b) => a.seq - b.seq);
        const lastStart = commands.at(-1)?.start ?? from;
        this.#fetchedUntilMs = commands.length >= windowMaxCommands && lastStart > from ? lastStart : to;
        this.#advance();
      },
      (error: unknown) => {
        if (version !== this.#version) return;
        console.warn(`Replay commands ${from}–${to} failed; trying again`, error);
        this.#retryTimer = setTimeout(() => {
          this.#retryTimer = null;
          if (version === this.#version) this.#fetchWindow(from, to, version);
        }, ReplayTiming.commandRetryMs);
      },
    );
  }

  #updateTicking(): void {
    const shouldTick = this.#isPlaying && this.#phase === 'ready';
    if (shouldTick && this.#tickTimer === null)
      this.#tickTimer = setInterval(() => this.#advance(), replayTickMs);
    else if (!shouldTick && this.#tickTimer !== null) {
      clearInterval(this.#tickTimer);
      this.#tickTimer = null;
    }
  }

  #clearTimers(): void {
    if (this.#retryTimer !== null) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    if (this.#tickTimer !== null) clearInterval(this.#tickTimer);
    this.#tickTimer = null;
  }

  #makeSnapshot(): ReplaySnapshot {
    return {
      version: this.#version,
      phase: this.#phase,
      error: this.#error,
      isPlaying: this.#isPlaying,
      positionMs: this.#positionMs(),
      seq: this.#seq,
      state: this.#state,
      chat: this.#chat,
      joinedCount: this.#joinedCount,
    };
  }

  #emit(): void {
    this.#snapshot = this.#makeSnapshot();
    for (const listener of this.#listeners) listener();
  }
}
