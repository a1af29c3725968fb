import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  /** The process id (benchmarks read its CPU time and find its children). */
  pid: number | undefined;
  output: () => string;
  /** Sends a message to the process over its IPC channel (the entry point reads it with process.on('message')). */
  send(message: unknown): void;
  /** Sends `message` with an id and answers the process's reply carrying that id (entry points with hooks). */
  ask<T>(message: object): Promise<T>;
  stop(): Promise<number | null>;
}

/** Starts `npm start`'s server entry point as a child process and waits until /api/health answers. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return startNodeProcess(
    path.join(serverDir, 'src', 'main.ts'),
    { LOG_LEVEL: 'warn', ...env },
    '/api/health',
  );
}

/**
 * Starts a TypeScript entry point in its own Node process with PORT set to a free port, and waits until
 * `readyPath` answers 2xx.
 */
export async function startNodeProcess(
  entry: string,
  env: Record<string, string>,
  readyPath: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  // Generous: a cold start (PGlite boot, migrations) on a loaded 2-core machine can take a while.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server process exited early:\n${output}`);
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server process did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid,
    output: () => output,
    send: (message) => child.send(message as object),
    ask<T>(message: object): Promise<T> {
      const id = randomUUID();
      return new Promise<T>((resolve) => {
        const onReply = (reply: { id?: string }) => {
          if (reply.id !== id) return;
          child.off('message', onReply);
          resolve(reply as T);
        };
        child.on('message', onReply);
        child.send({ ...message, id });
      });
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
