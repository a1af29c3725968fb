import { AppKey, ChatCommand } from '@limelight/protocol';
import { readConfig } from '../../src/platform/config.ts';
import { createLimelight } from '../../src/limelight.ts';
import { createRoomLogRepo } from '../../src/platform/live/roomLog.repo.ts';
import { crashPrefix, probeCommand, readProbe, registerLogProbe } from './logProbe.ts';

/**
 * `npm start`'s server with the room-log probe (test/live/logProbe.ts), for tests with several real
 * processes. A probe sent with content `crash <n>` (probeMessage(roomId, n, true)) commits a probe change and kills the process with SIGKILL
 * before it can publish: a crash between the commit and the publish.
 */
const limelight = await createLimelight(readConfig());
registerLogProbe(limelight);
const repo = createRoomLogRepo(limelight.db);
limelight.sockets.on(AppKey.Chat, ChatCommand.SendMessage, async (connection, message) => {
  const n = readProbe(message.payload.content, crashPrefix);
  if (n === undefined) return;
  await repo.changeState(connection.roomId ?? '', { count: 0 }, (state) => {
    const count = (state as { count: number }).count + 1;
    return {
      state: { count },
      actorId: connection.userId,
      appKey: AppKey.Room,
      command: probeCommand,
      payload: { n, count },
    };
  });
  process.kill(process.pid, 'SIGKILL');
});
await limelight.listen();
process.on('SIGTERM', () => {
  void limelight.close().then(() => process.exit(0));
});
