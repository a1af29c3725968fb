import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Asks the OS for a port nobody listens on. */
function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

// Playwright loads this file again in every worker: the first load picks the port and the data folder and
// hands them on through the environment, so that the workers talk to the server the runner started.
process.env.LIMELIGHT_E2E_PORT ??= String(await findFreePort());
process.env.LIMELIGHT_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'limelight-e2e-'));
const port = process.env.LIMELIGHT_E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  // Every journey signs up two or three people, each a Chromium context with a fake camera; on CI's loaded
  // 2-core machine such a journey has taken past 30 s (roomModeration, at its approve click). Journeys that
  // need more set their own.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  globalTeardown: './e2e/globalTeardown.ts',
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        '--allow-loopback-in-peer-connection',
      ],
    },
  },
  // The real server serves the built app (apps/web/dist) with history fallback and the API under /api.
  webServer: {
    // The Node that runs Playwright (the project's, through npm's PATH) runs the server's TypeScript.
    command: `"${process.execPath}" apps/server/src/main.ts`,
    cwd: resolve(import.meta.dirname, '../..'),
    url: `${baseURL}/api/health`,
    // Every simulated user shares 127.0.0.1: the per-address budgets of one person (the API's, and the
    // sign-in routes' 20 a minute) are far too small for a suite that signs up dozens of people.
    env: {
      PORT: port,
      DATA_DIR: process.env.LIMELIGHT_E2E_DATA_DIR,
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // Stage media stays on this machine: the SFU answers on loopback (Chromium's loopback candidates
      // meet it), and no public STUN server is contacted.
      SFU_ICE_ADDRESSES: '127.0.0.1',
      STUN_URLS: 'none',
      // A friend call rings 8 s instead of 60 (spec 000 §4), so that the missed-call test ends soon.
      CALL_RING_TIMEOUT_MS: '8000',
      // The platform's operator of e2e/site.spec.ts (the moderation queue, docs/decisions/operator.md).
      OPERATORS: 'operator@e2e.limelight.test',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
