import { randomUUID } from 'node:crypto';
import {
  AppKey,
  ChatCommand,
  evolveRoom,
  initialRoomLiveState,
  roomEntryOf,
  roomLiveStateSchema,
  type RoomChatMessage,
} from '@limelight/protocol';
import { readConfig } from '../../src/platform/config.ts';
import { createLimelight } from '../../src/limelight.ts';
import { createRoomLogRepo } from '../../src/platform/live/roomLog.repo.ts';

/** What a test sends this process to make it crash between a commit and its publish. */
export interface CrashOrder {
  roomId: string;
  content: string;
}

/**
 * `npm start`'s server, which a test can crash between a room log commit and its publish: on an IPC
 * message {roomId, content} it commits a room chat message to the room's log through the repo (as
 * RoomLog.apply does, without publishing) and kills itself with SIGKILL.
 */
const limelight = await createLimelight(readConfig());
const repo = createRoomLogRepo(limelight.db);
process.on('message', (order: CrashOrder) => {
  const message: RoomChatMessage = {
    id: randomUUID(),
    eventId: order.roomId,
    content: order.content,
    isRoom: 1,
    sender: { userId: 'crash-test', displayName: 'Crash test', avatar: null },
    createdAt: new Date().toISOString(),
  };
  void repo
    .changeState(order.roomId, initialRoomLiveState, (stored) => {
      const at = Date.now();
      const entry = roomEntryOf(AppKey.Chat, ChatCommand.SendMessage, message, at);
      const state = evolveRoom(roomLiveStateSchema.parse(stored), entry);
      return { state, actorId: null, appKey: entry.appKey, command: entry.command, payload: message, at };
    })
    .then(() => process.kill(process.pid, 'SIGKILL'));
});
await limelight.listen();
process.on('SIGTERM', () => {
  void limelight.close().then(() => process.exit(0));
});
