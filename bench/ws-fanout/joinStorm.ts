import type { AddressInfo } from 'node:net';
import type WebSocket from 'ws';
import { WebSocketServer } from 'ws';
import { AppKey, CastCommand, ConnectionCommand } from '@limelight/protocol';
import { startBenchRoom } from './benchRoom.ts';
import { openBenchSocket } from './benchClient.ts';

// bench/ws-fanout join storm (issues 10, 27): N sockets join one room as fast as the clients can open them.
// Joins per second, and frames received per join (joined counts, and those with each socket's `roomSeq`
// frame, which tells it where its room frames continue); the storm ends when every socket has seen the
// final count and, on the platform, its roomSeq. Clients
// ping as the web client does (benchClient.ts), so the idle sweep does not close them during a long storm. The baseline is a bare `ws` server that only accepts the sockets; beside it, up to 1,000 sockets,
// a bare server that tells the whole room the new count on every join, as the gateway did before counts
// were coalesced (N² frames: too slow to run at 5,000).
const stormSizes = (process.env.BENCH_STORM_SIZES ?? '1000,5000').split(',').map(Number);
const openBatch = 100;

interface StormTarget {
  name: string;
  /** Whether sockets learn the room's count (the storm ends when all saw the last one). */
  announcesCount: boolean;
  /** Whether each socket is told its room's seq on joining (the storm also waits for every one). */
  sendsRoomSeq: boolean;
  /** The URL the next sockets open. */
  urlFor(): Promise<string>;
  close(): Promise<void>;
}

interface StormResult {
  target: string;
  sockets: number;
  joinsPerSecond: number;
  framesPerJoin: number;
  /** Joined-count and roomSeq frames together: what a join costs the sockets in frames. */
  allFramesPerJoin: number;
}

async function bareTarget(announcesCount: boolean): Promise<StormTarget> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  if (announcesCount) {
    wss.on('connection', () => {
      const frame = JSON.stringify({
        appKey: AppKey.Cast,
        command: CastCommand.EventJoiningPeople,
        payload: { count: wss.clients.size },
      });
      for (const client of wss.clients) client.send(frame);
    });
  }
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  return {
    name: announcesCount ? 'bare ws, count to all on every join' : 'bare ws, accept only (baseline)',
    announcesCount,
    sendsRoomSeq: false,
    urlFor: async () => url,
    close: () => new Promise((resolve) => wss.close(() => resolve())),
  };
}

async function platformTarget(redisUrl: string | undefined): Promise<StormTarget> {
  const { limelight, freshSocketUrl } = await startBenchRoom(redisUrl);
  return {
    name: `limelight (${redisUrl ? 'redis' : 'memory'} bus), coalesced`,
    announcesCount: true,
    sendsRoomSeq: true,
    urlFor: freshSocketUrl,
    close: () => limelight.close(),
  };
}

const isJoinedCount = (text: string) => text.includes(`"${CastCommand.EventJoiningPeople}"`);
const isRoomSeq = (text: string) => text.includes(`"${ConnectionCommand.RoomSeq}"`);

async function storm(target: StormTarget, n: number): Promise<StormResult> {
  let frames = 0;
  let roomSeqFrames = 0;
  let resolveAll = () => {};
  const allDone = new Promise<void>((resolve) => (resolveAll = resolve));
  // A socket is done once it saw the final count and, where the target sends one, its roomSeq frame.
  let doneSockets = 0;
  const sockets: WebSocket[] = [];
  const started = performance.now();
  for (let i = 0; i < n; i += openBatch) {
    const url = await target.urlFor();
    const batch = Array.from({ length: Math.min(openBatch, n - i) }, () => {
      const socket = openBenchSocket(url);
      let sawFinal = false;
      let sawRoomSeq = !target.sendsRoomSeq;
      socket.on('message', (data) => {
        const text = data.toString();
        const wasDone = sawFinal && sawRoomSeq;
        if (isRoomSeq(text)) {
          roomSeqFrames += 1;
          sawRoomSeq = true;
        } else if (isJoinedCount(text)) {
          frames += 1;
          if (text.includes(`"count":${n}`)) sawFinal = true;
        }
        if (!wasDone && sawFinal && sawRoomSeq) {
          doneSockets += 1;
          if (doneSockets === n) resolveAll();
        }
      });
      return socket;
    });
    await Promise.all(
      batch.map((s) => new Promise((resolve, reject) => s.once('open', resolve).once('error', reject))),
    );
    sockets.push(...batch);
  }
  // Joins are timed to the last socket's opening, as before the roomSeq count; the coalesced count's trailing
  // frame may come up to a second later, and the storm waits for it (and every roomSeq) before closing.
  const joinedSeconds = (performance.now() - started) / 1000;
  if (target.announcesCount) await allDone;
  for (const socket of sockets) socket.terminate();
  return {
    target: target.name,
    sockets: n,
    joinsPerSecond: n / joinedSeconds,
    framesPerJoin: frames / n,
    allFramesPerJoin: (frames + roomSeqFrames) / n,
  };
}

const results: StormResult[] = [];
for (const n of stormSizes) {
  const makers = [
    () => bareTarget(false),
    ...(n <= 1000 ? [() => bareTarget(true)] : []),
    () => platformTarget(undefined),
    ...(process.env.REDIS_URL ? [() => platformTarget(process.env.REDIS_URL)] : []),
  ];
  for (const make of makers) {
    const target = await make();
    try {
      results.push(await storm(target, n));
    } finally {
      await target.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

console.log(`\n### bench/ws-fanout join storm — ${new Date().toISOString().slice(0, 10)}\n`);
console.log(
  '| target | sockets | joins/s | joins/s ratio to baseline | joined-count frames per join | frames per join, roomSeq included |',
);
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of results) {
  const baseline = results.find((b) => b.sockets === r.sockets && b.target.endsWith('(baseline)'));
  const ratio = baseline ? (r.joinsPerSecond / baseline.joinsPerSecond).toFixed(2) : '—';
  console.log(
    `| ${r.target} | ${r.sockets} | ${Math.round(r.joinsPerSecond)} | ${ratio} | ${r.framesPerJoin.toFixed(2)} | ${r.allFramesPerJoin.toFixed(2)} |`,
  );
}
process.exit(0);
