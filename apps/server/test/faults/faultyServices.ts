import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from '../processes.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Redis of the test's own (never the shared one: other suites use it), which the test freezes and kills. */
export interface OwnRedis {
  url: string;
  /** SIGSTOP: the connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
  /** SIGKILL, then waits for the exit. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: it keeps nothing on disk). */
  restart(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = started;
    for (let tries = 0; tries < 50; tries++) {
      if (await accepts(port)) return;
      await pause(100);
    }
    throw new Error(`redis-server did not start on ${port}`);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGCONT');
      running.kill('SIGKILL');
      await exited;
    },
    restart: start,
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A TCP proxy the test cuts (every connection dropped, new ones refused) and restores: a database restart. */
export interface CuttableProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startProxy(targetHost: string, targetPort: number): Promise<CuttableProxy> {
  const port = await freePort();
  const open = new Set<Socket>();
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        open.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          open.delete(client);
          open.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
      server = listening;
    });
  const stop = async () => {
    const closing = server;
    server = undefined;
    for (const socket of open) socket.destroy();
    open.clear();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };
  await listen();
  return { port, cut: stop, restore: listen, close: stop };
}
