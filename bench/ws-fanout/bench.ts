import type { AddressInfo } from 'node:net';
import type WebSocket from 'ws';
import { WebSocketServer } from 'ws';
import { AppKey, ChatCommand } from '@limelight/protocol';
import { startBenchRoom } from './benchRoom.ts';
import { openBenchSocket } from './benchClient.ts';

// bench/ws-fanout: N sockets in one room, one sender. Send-to-last-delivery latency (p50, p99) over
// sequential rounds, then deliveries per second with many messages in flight. The platform's path
// (service → delivery → bus → gateway → sockets), and room chat as users send it (POST
// /api/chat/v1/message/send → the room's log: lock, reduce, store, commit → publish → sockets), against a
// bare `ws` server that loops over its sockets, all in this process with the same clients.
const roomSizes = (process.env.BENCH_ROOM_SIZES ?? '100,1000').split(',').map(Number);
const latencyRounds = 200;
const burstMessages = 200;

interface Target {
  name: string;
  /** Opens n client sockets in the room. */
  connect(n: number): Promise<WebSocket[]>;
  /** The sender: one message to everyone in the room. */
  send(sequence: number): Promise<void> | void;
  /** The sequence number a received frame carries, if it is one of the sender's. */
  sequenceOf(frame: string): number | undefined;
  close(): Promise<void>;
}

interface Result {
  target: string;
  sockets: number;
  p50Ms: number;
  p99Ms: number;
  deliveriesPerSecond: number;
}

/** Frames the bare server and the delivery path send carry `payload.sequence`. */
const payloadSequence = (frame: string) => {
  if (!frame.includes('"sequence"')) return undefined;
  return (JSON.parse(frame) as { payload?: { sequence?: number } }).payload?.sequence;
};

/** Room chat messages carry the sequence as their content, `#<n>`. */
const chatSequence = (frame: string) => {
  if (!frame.includes(`"${ChatCommand.SendMessage}"`)) return undefined;
  const content = (JSON.parse(frame) as { payload?: { content?: string } }).payload?.content ?? '';
  return content.startsWith('#') ? Number(content.slice(1)) : undefined;
};

const frameFor = (sequence: number) =>
  JSON.stringify({
    appKey: AppKey.Chat,
    command: ChatCommand.SendMessage,
    payload: { sequence, content: 'hello everyone in the room' },
  });

async function bareTarget(): Promise<Target> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  return {
    name: 'bare ws (baseline)',
    connect: (n) => openSockets(n, () => url),
    send(sequence) {
      const frame = frameFor(sequence);
      for (const client of wss.clients) client.send(frame);
    },
    sequenceOf: payloadSequence,
    close: () => new Promise((resolve) => wss.close(() => resolve())),
  };
}

async function platformTarget(redisUrl: string | undefined): Promise<Target> {
  const { limelight, roomId, socketUrl } = await startBenchRoom(redisUrl);
  return {
    name: `limelight (${redisUrl ? 'redis' : 'memory'} bus)`,
    connect: (n) => openSockets(n, () => socketUrl),
    send: (sequence) =>
      limelight.delivery.toRoom(roomId, {
        appKey: AppKey.Chat,
        command: ChatCommand.SendMessage,
        payload: { sequence, content: 'hello everyone in the room' },
      }),
    sequenceOf: payloadSequence,
    close: () => limelight.close(),
  };
}

/** Room chat through the room's log, sent as the web does (the owner's HTTP call). */
async function roomChatTarget(redisUrl: string | undefined): Promise<Target> {
  const { limelight, roomId, socketUrl, ownerToken, baseUrl } = await startBenchRoom(redisUrl);
  return {
    name: `limelight room chat through the log (${redisUrl ? 'redis' : 'memory'} bus)`,
    connect: (n) => openSockets(n, () => socketUrl),
    async send(sequence) {
      const response = await fetch(`${baseUrl}/api/chat/v1/message/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
        body: JSON.stringify({ eventId: roomId, content: `#${sequence}` }),
      });
      const answer = (await response.json()) as { code: number };
      if (answer.code !== 200) throw new Error(`chat send answered ${answer.code}`);
    },
    sequenceOf: chatSequence,
    close: () => limelight.close(),
  };
}

async function openSockets(n: number, url: () => string): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < n; i += 50) {
    const batch = Array.from({ length: Math.min(50, n - i) }, () => openBenchSocket(url()));
    await Promise.all(
      batch.map((s) => new Promise((resolve, reject) => s.once('open', resolve).once('error', reject))),
    );
    sockets.push(...batch);
  }
  await new Promise((resolve) => setTimeout(resolve, 500)); // let the join announcements drain
  return sockets;
}

/** Resolves when every socket has seen the message with this sequence number. */
function allReceived(target: Target, sockets: WebSocket[], sequence: number): Promise<void> {
  let remaining = sockets.length;
  return new Promise((resolve) => {
    for (const socket of sockets) {
      const onMessage = (data: WebSocket.RawData) => {
        if (target.sequenceOf(data.toString()) !== sequence) return;
        socket.off('message', onMessage);
        remaining -= 1;
        if (remaining === 0) resolve();
      };
      socket.on('message', onMessage);
    }
  });
}

function countDeliveries(target: Target, sockets: WebSocket[], total: number): Promise<void> {
  let remaining = total;
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      if (target.sequenceOf(data.toString()) === undefined) return;
      remaining -= 1;
      if (remaining === 0) {
        for (const socket of sockets) socket.off('message', onMessage);
        resolve();
      }
    };
    for (const socket of sockets) socket.on('message', onMessage);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(target: Target, n: number): Promise<Result> {
  const sockets = await target.connect(n);
  const latencies: number[] = [];
  for (let round = 0; round < latencyRounds; round += 1) {
    const delivered = allReceived(target, sockets, round);
    const started = performance.now();
    await target.send(round);
    await delivered;
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const deliveries = countDeliveries(target, sockets, n * burstMessages);
  const started = performance.now();
  for (let i = 0; i < burstMessages; i += 1) await target.send(latencyRounds + i);
  await deliveries;
  const elapsedSeconds = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.terminate();
  return {
    target: target.name,
    sockets: n,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    deliveriesPerSecond: (n * burstMessages) / elapsedSeconds,
  };
}

const results: Result[] = [];
for (const n of roomSizes) {
  const makers = [
    bareTarget,
    () => platformTarget(undefined),
    ...(process.env.REDIS_URL ? [() => platformTarget(process.env.REDIS_URL)] : []),
    () => roomChatTarget(undefined),
    ...(process.env.REDIS_URL ? [() => roomChatTarget(process.env.REDIS_URL)] : []),
  ];
  for (const make of makers) {
    const target = await make();
    try {
      results.push(await run(target, n));
    } finally {
      await target.close();
    }
  }
}

console.log(
  `\n### bench/ws-fanout — ${new Date().toISOString().slice(0, 10)}, ${latencyRounds} latency rounds, bursts of ${burstMessages} messages\n`,
);
console.log(
  '| target | sockets | p50 ms | p99 ms | messages/s | deliveries/s | deliveries/s ratio to baseline |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  const baseline = results.find((b) => b.sockets === r.sockets && b.target.startsWith('bare'));
  const ratio = baseline ? (r.deliveriesPerSecond / baseline.deliveriesPerSecond).toFixed(2) : '—';
  console.log(
    `| ${r.target} | ${r.sockets} | ${r.p50Ms.toFixed(2)} | ${r.p99Ms.toFixed(2)} | ${Math.round(r.deliveriesPerSecond / r.sockets)} | ${Math.round(r.deliveriesPerSecond)} | ${ratio} |`,
  );
}
process.exit(0);
