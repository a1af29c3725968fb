import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { AppKey, ConnectionCommand, frameOf, SocketCloseCode } from '@limelight/protocol';
import type { Bus, Unsubscribe } from '../bus/bus.ts';
import type { Presence } from '../presence/presence.ts';
import type { ConnectionGrant } from '../auth/tokens.ts';
import type { Logger } from '../logger.ts';
import { ApiError } from '../http/apiError.ts';
import { Connection } from './connection.ts';
import { sweepConnections } from './connectionSweep.ts';
import { FriendSocketsGone, type FriendSocketsGoneListener } from './friendSocketsGone.ts';
import { errorReply, replyToOfData } from './clientFrame.ts';
import { BoundedSocket, maxFrameBytes } from './boundedSocket.ts';
import { receiveFrame } from './frameDispatch.ts';
import { FrameBudget, type FrameBudgetOptions, type FrameVerdict } from './frameBudget.ts';
import {
  deliverySchema,
  isRoomFrame,
  kickMessage,
  roomChannel,
  userChannel,
  type Delivery,
  type RoomFrame,
  type RoomLogReader,
} from './delivery.ts';
import type { SocketRouter } from './socketRouter.ts';
import { RoomSequencer } from './roomSequencer.ts';
import {
  refuseUpgrade,
  UpgradeAdmission,
  type UpgradeCheck,
  type UpgradeChecks,
} from './upgradeAdmission.ts';

export interface GatewayOptions extends UpgradeChecks {
  bus: Bus;
  presence: Presence;
  router: SocketRouter;
  /** The room log, read to start a room channel at the room's seq and to fill gaps in its frames. */
  roomLog: RoomLogReader;
  log: Logger;
  now?: () => number;
  /** How long a room channel waits for a missing frame before reading it from the log. */
  gapWaitMs?: number;
  /** How many frames a socket may send before it is throttled, then closed. */
  frameBudget?: FrameBudgetOptions;
  /** A socket silent this long is gone (the client pings every 2 s, spec 001 §4). */
  idleTimeoutMs?: number;
  sweepIntervalMs?: number;
  /** How long a person may have no friend socket before the features hear they are gone. */
  friendGraceMs?: number;
}

/** Called when a socket enters or leaves a room, with the room's connection count after the change. */
export type RoomMembershipListener = (
  roomId: string,
  connection: Connection,
  roomCount: number,
) => Promise<void> | void;

/** Ten times what a live client sends at its busiest (pings every 2 s, chat, stage commands). */
const defaultFrameBudget: FrameBudgetOptions = { perSecond: 20, burst: 40, throttledBeforeClose: 40 };

/** A bus channel's local sockets; a room channel's sequencer orders room-log frames once `ready`. */
interface Channel {
  members: Set<Connection>;
  subscription: Promise<Unsubscribe>;
  ready: Promise<void>;
  sequencer?: RoomSequencer;
  /** Room frames that arrived before the room's seq was known. */
  early: RoomFrame[];
}

/**
 * The realtime gateway: accepts `/ws/<token>`, answers pings, routes client messages to handlers, and
 * delivers room and user messages arriving on the bus to the sockets this process holds.
 */
export class RealtimeGateway {
  readonly #options: Required<GatewayOptions>;
  readonly #wss = new WebSocketServer({
    noServer: true,
    maxPayload: maxFrameBytes,
    WebSocket: BoundedSocket,
  });
  readonly #connections = new Set<Connection>();
  readonly #channels = new Map<string, Channel>();
  readonly #joinListeners: RoomMembershipListener[] = [];
  readonly #leaveListeners: RoomMembershipListener[] = [];
  readonly #waitingJoinListeners: RoomMembershipListener[] = [];
  readonly #waitingLeaveListeners: RoomMembershipListener[] = [];
  readonly #admission: UpgradeAdmission;
  readonly #sweepTimer: NodeJS.Timeout;
  readonly #friendSocketsGone: FriendSocketsGone;
  #isClosing = false;
  /** Sockets whose leaving (bus, presence, listeners) is still running; shutdown waits for them. */
  readonly #leaving = new Set<Promise<void>>();

  constructor(options: GatewayOptions) {
    this.#options = {
      now: Date.now,
      frameBudget: defaultFrameBudget,
      idleTimeoutMs: 30_000,
      sweepIntervalMs: 10_000,
      gapWaitMs: 300,
      friendGraceMs: 10_000,
      ...options,
    };
    const { presence, log, friendGraceMs: graceMs } = this.#options;
    this.#friendSocketsGone = new FriendSocketsGone({ presence, log, graceMs });
    this.#admission = new UpgradeAdmission(this.#options);
    this.#sweepTimer = setInterval(
      () => void sweepConnections(this.#connections, this.#options),
      this.#options.sweepIntervalMs,
    );
    this.#sweepTimer.unref();
  }

  /** Takes over WebSocket upgrades on `/ws/<token>` of an HTTP server. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      void this.#upgrade(request, socket, head);
    });
  }

  /** Checks every upgrade after its token: a refusal answers the upgrade instead of opening the socket. */
  checkUpgrades(check: UpgradeCheck): void {
    this.#admission.add(check);
  }

  onRoomJoin(listener: RoomMembershipListener): void {
    this.#joinListeners.push(listener);
  }

  onRoomLeave(listener: RoomMembershipListener): void {
    this.#leaveListeners.push(listener);
  }

  /** A waiting-room socket opened (`count`: the waiting room's sockets, on every process). */
  onWaitingJoin(listener: RoomMembershipListener): void {
    this.#waitingJoinListeners.push(listener);
  }

  /** A waiting-room socket closed. */
  onWaitingLeave(listener: RoomMembershipListener): void {
    this.#waitingLeaveListeners.push(listener);
  }

  /** A person's friend sockets are all closed, on every process, and stayed so for the grace time. */
  onFriendSocketsGone(listener: FriendSocketsGoneListener): void {
    this.#friendSocketsGone.on(listener);
  }

  get connectionCount(): number {
    return this.#connections.size;
  }

  /** Closes every socket with the shutdown code and stops listening to the bus. */
  async close(): Promise<void> {
    this.#isClosing = true;
    clearInterval(this.#sweepTimer);
    const leaving = [...this.#connections].map(async (connection) => {
      connection.close(SocketCloseCode.ServerShutdown, 'server shutdown');
      await this.#options.presence.leave(connection.presenceKey, connection.id).catch(() => 0);
    });
    await Promise.all([...leaving, ...this.#leaving, this.#friendSocketsGone.close()]);
    const subscriptions = [...this.#channels.values()].map((c) =>
      c.subscription.then((unsubscribe) => unsubscribe()),
    );
    await Promise.allSettled(subscriptions);
    for (const channel of this.#channels.values()) channel.sequencer?.stop();
    this.#channels.clear();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }

  async #upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const admission = this.#isClosing ? new ApiError('NotFound') : await this.#admission.admit(request);
    if (admission instanceof ApiError) {
      refuseUpgrade(socket, admission);
      return;
    }
    this.#wss.handleUpgrade(request, socket, head, (ws) => void this.#open(ws, admission));
  }

  async #open(ws: WebSocket, grant: ConnectionGrant): Promise<void> {
    const { now, presence, log } = this.#options;
    const connection = new Connection(randomUUID(), grant, ws, now());
    this.#connections.add(connection);
    const budget = new FrameBudget(this.#options.frameBudget, now());
    let resolveReady = () => {};
    // A connection's frames are handled one after another in arrival order (ARCHITECTURE "Live state"),
    // starting once the socket has joined its channels.
    let inbox = new Promise<void>((resolve) => (resolveReady = resolve));
    let isFlooding = false;
    ws.on('message', (data, isBinary) => {
      if (isFlooding) return;
      const verdict = budget.spend(now());
      isFlooding = verdict === 'close';
      inbox = inbox
        .then(() => this.#take(connection, data, isBinary, verdict))
        .catch((error: unknown) => log.error({ err: error }, 'socket frame failed'));
    });
    ws.on('close', () => {
      const closing = this.#closed(connection)
        .catch((error: unknown) =>
          log.warn({ err: error, connectionId: connection.id }, 'socket leave failed'),
        )
        .finally(() => this.#leaving.delete(closing));
      this.#leaving.add(closing);
    });
    ws.on('error', (error) => log.debug({ err: error, connectionId: connection.id }, 'socket error'));

    try {
      await this.#join(userChannel(connection.userId), connection);
      const { roomId, waitingRoomId } = connection;
      if (roomId) await this.#joinRoom(roomId, connection);
      const count = await presence.join(connection.presenceKey, connection.id, connection.userId);
      if (roomId) await this.#notify(this.#joinListeners, roomId, connection, count);
      if (waitingRoomId) await this.#notify(this.#waitingJoinListeners, waitingRoomId, connection, count);
    } catch (error) {
      // The bus, presence or room log is unreachable: the client reconnects later (1011: server error).
      log.error({ err: error }, 'socket could not join its channels');
      connection.close(1011, 'try again later');
      return;
    }
    resolveReady();
  }

  async #closed(connection: Connection): Promise<void> {
    if (!this.#connections.delete(connection)) return;
    await this.#leave(userChannel(connection.userId), connection);
    if (this.#isClosing) return;
    const { roomId, waitingRoomId } = connection;
    if (roomId) await this.#leave(roomChannel(roomId), connection);
    const count = await this.#options.presence.leave(connection.presenceKey, connection.id);
    if (roomId) await this.#notify(this.#leaveListeners, roomId, connection, count);
    else if (waitingRoomId) await this.#notify(this.#waitingLeaveListeners, waitingRoomId, connection, count);
    else if (count === 0) this.#friendSocketsGone.lastClosed(connection.userId);
  }

  /** Handles a frame within budget, refuses one past it, and closes a socket that keeps flooding. */
  async #take(
    connection: Connection,
    data: RawData,
    isBinary: boolean,
    verdict: FrameVerdict,
  ): Promise<void> {
    if (verdict === 'handle') return receiveFrame(connection, data, isBinary, this.#options);
    const replyTo = replyToOfData(data);
    if (replyTo) connection.send(errorReply(replyTo, new ApiError('TryAgainLater')));
    if (verdict === 'close') connection.close(SocketCloseCode.Flooding, 'too many messages');
  }

  async #join(channel: string, connection: Connection): Promise<void> {
    const entry = this.#channelOf(channel, undefined);
    entry.members.add(connection);
    await entry.ready;
  }

  /**
   * Joins a room's channel and tells the socket the seq its room frames continue from. The seq is read
   * after subscribing, so every later frame arrives on the bus; earlier ones the client has in the state.
   */
  async #joinRoom(roomId: string, connection: Connection): Promise<void> {
    const entry = this.#channelOf(roomChannel(roomId), roomId);
    entry.members.add(connection);
    await entry.ready;
    const seq = entry.sequencer?.lastSeq ?? 0;
    connection.startRoomFrames(seq);
    connection.send(frameOf(AppKey.Connection, ConnectionCommand.RoomSeq, { roomId, seq }));
  }

  /** The channel's entry, subscribing to the bus (and, for a room, reading its seq) on first use. */
  #channelOf(name: string, roomId: string | undefined): Channel {
    const existing = this.#channels.get(name);
    if (existing) return existing;
    const { bus, roomLog, gapWaitMs, log } = this.#options;
    const subscription = bus.subscribe(name, (payload) => this.#deliver(entry, payload));
    const startRoom = async (id: string) => {
      const startSeq = await roomLog.currentSeq(id);
      const deliver = (frame: RoomFrame) => this.#deliverRoomFrame(entry, frame);
      entry.sequencer = new RoomSequencer({ roomId: id, startSeq, reader: roomLog, deliver, gapWaitMs, log });
      for (const frame of entry.early.splice(0)) entry.sequencer.offer(frame);
    };
    const entry: Channel = {
      members: new Set(),
      early: [],
      subscription,
      ready: subscription.then(() => (roomId === undefined ? undefined : startRoom(roomId))),
    };
    // A channel that could not start is forgotten, so that the next join tries again.
    entry.ready.catch(() => {
      if (this.#channels.get(name) === entry) this.#channels.delete(name);
      void subscription.then((unsubscribe) => unsubscribe()).catch(() => undefined);
    });
    this.#channels.set(name, entry);
    return entry;
  }

  async #leave(channel: string, connection: Connection): Promise<void> {
    const entry = this.#channels.get(channel);
    if (!entry) return;
    entry.members.delete(connection);
    if (entry.members.size > 0) return;
    this.#channels.delete(channel);
    entry.sequencer?.stop();
    await (
      await entry.subscription
    )();
  }

  #deliver(channel: Channel, payload: unknown): void {
    const parsed = deliverySchema.safeParse(payload);
    if (!parsed.success) {
      this.#options.log.warn({ issues: parsed.error.issues }, 'dropped a malformed delivery');
      return;
    }
    const delivery: Delivery = parsed.data;
    if (delivery.kind === 'kick') {
      this.#kick(channel.members, delivery);
      return;
    }
    if (isRoomFrame(delivery.message)) {
      if (channel.sequencer) channel.sequencer.offer(delivery.message);
      else channel.early.push(delivery.message);
      return;
    }
    const frame = JSON.stringify(delivery.message);
    const { exceptConnectionId, toRoles, toUserId } = delivery;
    for (const connection of channel.members) {
      if (connection.id === exceptConnectionId) continue;
      if (toUserId && connection.userId !== toUserId) continue;
      if (toRoles && !connection.roomRoles.some((role) => toRoles.includes(role))) continue;
      connection.sendSerialized(frame);
    }
  }

  /** Sends the kick (after its notice, if any) to the sockets it names, then closes them. */
  #kick(members: Set<Connection>, kick: Extract<Delivery, { kind: 'kick' }>): void {
    const frame = JSON.stringify(kickMessage(kick.code, kick.reason));
    const notice = kick.notice ? JSON.stringify(kick.notice) : undefined;
    for (const connection of [...members]) {
      if (connection.id === kick.exceptConnectionId) continue;
      if (kick.sessionId && kick.sessionId !== connection.grant.sessionId) continue;
      if (kick.userId && kick.userId !== connection.userId) continue;
      if (kick.roomId && kick.roomId !== (connection.roomId ?? connection.waitingRoomId)) continue;
      if (kick.openedBefore && !connection.openedBefore(kick.openedBefore)) continue;
      if (notice) connection.sendSerialized(notice);
      connection.sendSerialized(frame);
      connection.close(SocketCloseCode.Kicked, 'kicked');
    }
  }

  /** A room-log frame, in seq order, to each socket of the room (each drops what it already has). */
  #deliverRoomFrame(channel: Channel, frame: RoomFrame): void {
    const serialized = JSON.stringify(frame);
    for (const connection of channel.members) connection.sendRoomFrame(frame.seq, serialized);
  }

  async #notify(
    listeners: RoomMembershipListener[],
    roomId: string,
    connection: Connection,
    count: number,
  ): Promise<void> {
    for (const listener of listeners) {
      try {
        await listener(roomId, connection, count);
      } catch (error) {
        this.#options.log.error({ err: error }, 'room membership listener failed');
      }
    }
  }
}
