import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's coturn (`turnserver`) started by a test, with shared-secret (REST API) credentials. */
export interface CoturnServer {
  port: number;
  secret: string;
  close(): Promise<void>;
}

/** A free loopback port (TCP; coturn listens on it over UDP and TCP). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Starts `turnserver` on loopback with `use-auth-secret` (the scheme of TURN_SECRET) and waits until its
 * auth threads run; loopback peers are allowed, since the tests' peers are on 127.0.0.1.
 */
export async function startCoturn(secret: string): Promise<CoturnServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'limelight-coturn-'));
  const child: ChildProcess = spawn(
    'turnserver',
    [
      '-n',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${port}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=limelight.test',
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      '--allow-loopback-peers',
      `--userdb=${path.join(dir, 'turndb')}`,
      `--pidfile=${path.join(dir, 'turn.pid')}`,
      '--log-file=stdout',
      '--simple-log',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`turnserver exited (${code}): ${output.slice(-500)}`)));
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('IO method (admin thread)')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return {
    port,
    secret,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Allocates a relay on the server with coturn's own client (`turnutils_uclient`) and sends a few messages
 * through it between two of its clients: true when coturn accepted the credentials and relayed.
 */
export function relaysWith(server: CoturnServer, username: string, credential: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const client = spawn(
      'turnutils_uclient',
      ['-p', String(server.port), '-u', username, '-w', credential, '-y', '-n', '3', '-m', '1', '127.0.0.1'],
      { stdio: 'ignore' },
    );
    client.on('error', reject);
    client.on('exit', (code) => resolve(code === 0));
  });
}
