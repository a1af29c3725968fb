import { readConfig } from './platform/config.ts';
import { createLimelight } from './limelight.ts';

// Entry point of `npm start`: the whole platform on one port, stopped gracefully on SIGTERM / SIGINT.
const config = readConfig();
const limelight = await createLimelight(config);
const url = await limelight.listen();
limelight.log.info(
  { url, port: config.port, dataDir: config.dataDir },
  `Limelight is running on http://localhost:${config.port}`,
);

let isStopping = false;
async function stop(signal: string): Promise<void> {
  if (isStopping) return;
  isStopping = true;
  limelight.log.info({ signal }, 'shutting down');
  const forced = setTimeout(() => {
    limelight.log.error('graceful shutdown timed out');
    process.exit(1);
  }, config.shutdownGraceMs);
  forced.unref();
  await limelight.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
