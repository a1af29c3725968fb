import type WebSocket from 'ws';
import {
  AppKey,
  CastCommand,
  frameOf,
  RoomCommand,
  roomSettingCommand,
  roomSettingsDecider,
} from '@limelight/protocol';
import { startBenchRoom, type BenchRoom } from './benchRoom.ts';
import { openBenchSocket } from './benchClient.ts';

// bench/ws-fanout ordered commands (issue 10): room commands applied one after another through the room
// log (lock the state row, run the decider, write the fold of its entry, append the entry, commit, publish), each
// waited for before the next as one socket's ordered inbox does, until every socket of the room has
// received all of them in seq order. The baseline, in the same process and room: the same number of
// unlogged frames published straight to the room (what a push cost before the log). A third figure sends
// all the commands at once: the room's lock serializes them, and the sockets must still see one order.
const commandCount = Number(process.env.BENCH_COMMANDS ?? 500);
const socketCount = Number(process.env.BENCH_COMMAND_SOCKETS ?? 50);

interface RunResult {
  name: string;
  commandsPerSecond: number;
}

/** Sockets in the bench room counting the frames of one command, checking that seqs rise by one. */
async function openSockets(bench: BenchRoom, command: string) {
  const counts = new Array<number>(socketCount).fill(0);
  const lastSeqs = new Array<number | undefined>(socketCount).fill(undefined);
  let outOfOrder = 0;
  const sockets = await Promise.all(
    counts.map(
      (_, i) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = openBenchSocket(bench.socketUrl);
          socket.on('message', (data) => {
            const frame = JSON.parse(data.toString()) as { command?: string; seq?: number };
            if (frame.command !== command) return;
            const last = lastSeqs[i];
            if (frame.seq !== undefined) {
              if (last !== undefined && frame.seq !== last + 1) outOfOrder += 1;
              lastSeqs[i] = frame.seq;
            }
            counts[i] = (counts[i] ?? 0) + 1;
          });
          socket.once('open', () => resolve(socket)).once('error', reject);
        }),
    ),
  );
  return {
    async allReceived(expected: number): Promise<void> {
      while (counts.some((count) => count < expected)) await new Promise((r) => setTimeout(r, 5));
    },
    outOfOrder: () => outOfOrder,
    close: () => sockets.forEach((socket) => socket.terminate()),
  };
}

async function run(
  bench: BenchRoom,
  name: string,
  command: string,
  send: (sendOne: (i: number) => Promise<unknown>) => Promise<unknown>,
  sendOne: (i: number) => Promise<unknown>,
): Promise<RunResult> {
  const sockets = await openSockets(bench, command);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = performance.now();
  await send(sendOne);
  await sockets.allReceived(commandCount);
  const seconds = (performance.now() - started) / 1000;
  sockets.close();
  if (sockets.outOfOrder() > 0) throw new Error(`${name}: ${sockets.outOfOrder()} frames out of seq order`);
  return { name, commandsPerSecond: commandCount / seconds };
}

const oneAfterAnother = async (sendOne: (i: number) => Promise<unknown>) => {
  for (let i = 0; i < commandCount; i += 1) await sendOne(i);
};
const allAtOnce = (sendOne: (i: number) => Promise<unknown>) =>
  Promise.all(Array.from({ length: commandCount }, (_, i) => sendOne(i)));

const results: { bus: string; runs: RunResult[] }[] = [];
for (const redisUrl of [undefined, ...(process.env.REDIS_URL ? [process.env.REDIS_URL] : [])]) {
  const bench = await startBenchRoom(redisUrl);
  const { limelight, roomId } = bench;
  const unlogged = (i: number) =>
    limelight.delivery.toRoom(
      roomId,
      frameOf(AppKey.Cast, CastCommand.EventJoiningPeople, { eventId: roomId, count: i }),
    );
  const logged = (i: number) =>
    limelight.roomLog.apply(
      roomId,
      null,
      roomSettingCommand(roomId, { option: 'sendChat', value: i % 2 === 0 }),
      roomSettingsDecider,
    );
  try {
    results.push({
      bus: redisUrl ? 'redis' : 'memory',
      runs: [
        await run(
          bench,
          'unlogged push, one after another (baseline)',
          CastCommand.EventJoiningPeople,
          oneAfterAnother,
          unlogged,
        ),
        await run(bench, 'room log, one after another', RoomCommand.SettingUpdated, oneAfterAnother, logged),
        await run(
          bench,
          'room log, all at once (lock-serialized)',
          RoomCommand.SettingUpdated,
          allAtOnce,
          logged,
        ),
      ],
    });
  } finally {
    await limelight.close();
  }
}

console.log(
  `\n### bench/ws-fanout ordered commands — ${new Date().toISOString().slice(0, 10)} (${commandCount} commands, ${socketCount} sockets)\n`,
);
console.log('| bus | run | commands/s | ratio to baseline |');
console.log('|---|---|---:|---:|');
for (const { bus, runs } of results) {
  const baseline = runs[0]?.commandsPerSecond ?? 1;
  for (const r of runs)
    console.log(
      `| ${bus} | ${r.name} | ${Math.round(r.commandsPerSecond)} | ${(r.commandsPerSecond / baseline).toFixed(2)} |`,
    );
}
process.exit(0);
