import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/test/processes.ts';

// bench/startup: milliseconds from spawning the server process until GET /api/health answers 200, on a
// data directory that already holds a database (a restart) and on an empty one (a first start: PGlite
// creates its cluster and every migration runs). The command is `npm start`'s server step by default;
// BENCH_SERVER_COMMAND measures another one (e.g. "node --import tsx apps/server/src/main.ts", how the
// server ran before Node 24), so both sides are timed by the same clock and the same polling.
const repoDir = path.join(import.meta.dirname, '../..');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const command = process.env.BENCH_SERVER_COMMAND?.split(' ') ?? [process.execPath, 'apps/server/src/main.ts'];
const [executable = process.execPath, ...args] = command;
// Fine enough to tell tens of milliseconds apart; a refused connection costs well under a millisecond.
const pollMs = 5;

async function startToServing(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(executable, args, {
    cwd: repoDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${errors}`);
      if (performance.now() - started > 120_000) throw new Error(`server did not start:\n${errors}`);
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (answer?.status === 200) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const scratch = mkdtempSync(path.join(tmpdir(), 'limelight-startup-'));
try {
  const existing = path.join(scratch, 'existing');
  await startToServing(existing); // creates the database the "existing" runs start on; not counted
  const times = { existing: [] as number[], fresh: [] as number[] };
  // Interleaved, so that a change in the machine's load during the bench falls on both kinds alike.
  for (let run = 0; run < runs; run++) {
    times.existing.push(await startToServing(existing));
    times.fresh.push(await startToServing(path.join(scratch, `fresh-${run}`)));
  }
  const version = await new Promise<string>((resolve) => {
    const probe = spawn(executable, ['--version']);
    let out = '';
    probe.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    probe.once('exit', () => resolve(out.trim()));
  });

  console.log(`\n### bench/startup — ${new Date().toISOString().slice(0, 10)}, ${runs} runs each\n`);
  // The machine may be shared: its load tells how far these figures are from a quiet machine's.
  console.log(`\`${command.join(' ')}\` (${version}; load average ${loadavg()[0]?.toFixed(1)})\n`);
  console.log('| data directory | median ms | min ms | max ms | runs (ms) |');
  console.log('|---|---:|---:|---:|---|');
  for (const [kind, values] of Object.entries(times))
    console.log(
      `| ${kind} | ${median(values).toFixed(0)} | ${Math.min(...values).toFixed(0)} | ${Math.max(...values).toFixed(0)} | ${values.map((value) => value.toFixed(0)).join(', ')} |`,
    );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
