import type { WebSocket } from 'ws';
import type { ConnectionGrant, RoomRole } from '../auth/tokens.ts';
import type { SocketMessage } from '@limelight/protocol';

/** Past this many unsent bytes a socket is a slow consumer and is closed rather than buffered forever. */
const maxBufferedBytes = 4 * 1024 * 1024;

/** The presence key of a room's waiting room. */
export const waitingPresenceKey = (roomId: string) => `waiting:${roomId}`;

/** The presence key of one person's friend sockets (every tab, every process). */
export const friendPresenceKey = (userId: string) => `friend:${userId}`;

/** One open socket and who holds it. */
export class Connection {
  readonly id: string;
  readonly grant: ConnectionGrant;
  readonly openedAt: number;
  lastSeenAt: number;
  readonly #socket: WebSocket;
  /**
   * The seq of the last room frame this socket got; undefined until the gateway told it where its room
   * frames start (`roomSeq`). Frames at or below it are not sent again (docs/decisions/live-state.md).
   */
  #roomSeq: number | undefined;
  /** Live room frames held while a resume replays the log to this socket. */
  #heldDuringReplay: { seq: number; frame: string }[] | undefined;

  constructor(id: string, grant: ConnectionGrant, socket: WebSocket, now: number) {
    this.id = id;
    this.grant = grant;
    this.#socket = socket;
    this.openedAt = now;
    this.lastSeenAt = now;
  }

  get userId(): string {
    return this.grant.userId;
  }

  get roomId(): string | undefined {
    return this.grant.scope === 'room' ? this.grant.roomId : undefined;
  }

  /** The room a waiting-room socket waits to enter. */
  get waitingRoomId(): string | undefined {
    return this.grant.scope === 'waiting' ? this.grant.roomId : undefined;
  }

  /**
   * Where presence counts this socket: its room, the room's waiting room (`waiting:<roomId>`), or its
   * holder's friend sockets (`friend:<userId>`).
   */
  get presenceKey(): string {
    if (this.grant.scope === 'room') return this.grant.roomId;
    if (this.grant.scope === 'waiting') return waitingPresenceKey(this.grant.roomId);
    return friendPresenceKey(this.userId);
  }

  /** The holder's roles in the room, as the token was issued; none on the friend socket. */
  get roomRoles(): readonly RoomRole[] {
    return this.grant.scope === 'room' ? this.grant.roles : [];
  }

  /** Whether this socket opened before another one (open time, then id: a total order across processes). */
  openedBefore(other: { openedAt: number; connectionId: string }): boolean {
    if (this.openedAt !== other.openedAt) return this.openedAt < other.openedAt;
    return this.id < other.connectionId;
  }

  get isOpen(): boolean {
    return this.#socket.readyState === this.#socket.OPEN;
  }

  send(message: SocketMessage): void {
    this.sendSerialized(JSON.stringify(message));
  }

  /** Sends an already serialized frame; fan-out serializes once for all sockets. */
  sendSerialized(frame: string): void {
    if (!this.isOpen) return;
    if (this.#socket.bufferedAmount > maxBufferedBytes) {
      this.#socket.terminate();
      return;
    }
    this.#socket.send(frame);
  }

  /** Room frames go to this socket from after `seq` on. */
  startRoomFrames(seq: number): void {
    this.#roomSeq = seq;
  }

  /** Sends a live room frame once and in order: held during a replay, dropped when already sent. */
  sendRoomFrame(seq: number, frame: string): void {
    if (this.#roomSeq === undefined || seq <= this.#roomSeq) return;
    if (this.#heldDuringReplay) {
      this.#heldDuringReplay.push({ seq, frame });
      return;
    }
    this.#roomSeq = seq;
    this.sendSerialized(frame);
  }

  /**
   * A resume: the socket's room frames restart after `seq`; live frames wait until `endReplay` so that
   * replayed frames go first.
   */
  beginReplay(seq: number): void {
    this.#roomSeq = seq;
    this.#heldDuringReplay ??= [];
  }

  /** Sends a frame read from the log during a replay. */
  sendReplayed(seq: number, frame: string): void {
    if (this.#roomSeq !== undefined && seq <= this.#roomSeq) return;
    this.#roomSeq = seq;
    this.sendSerialized(frame);
  }

  /** Sends the room's state at `seq` in place of a replay; room frames continue after it. */
  sendResync(seq: number, frame: string): void {
    this.#roomSeq = seq;
    this.sendSerialized(frame);
  }

  /** Ends a replay: the live frames held meanwhile follow, those already replayed are dropped. */
  endReplay(): void {
    const held = this.#heldDuringReplay ?? [];
    this.#heldDuringReplay = undefined;
    for (const { seq, frame } of held) this.sendRoomFrame(seq, frame);
  }

  close(code: number, reason: string): void {
    this.#socket.close(code, reason);
  }

  terminate(): void {
    this.#socket.terminate();
  }
}
