import type { RawData } from 'ws';
import { AppKey, ConnectionCommand, frameOf } from '@limelight/protocol';
import { ApiError } from '../http/apiError.ts';
import type { Logger } from '../logger.ts';
import { errorReply, readClientFrame } from './clientFrame.ts';
import type { Connection } from './connection.ts';
import type { SocketRouter } from './socketRouter.ts';

const pongFrame = JSON.stringify(frameOf(AppKey.Connection, ConnectionCommand.Pong));

/**
 * One frame a socket sent, within its budget: answers a ping, refuses a frame outside the socket contract,
 * and routes the others to their handlers (a handler's refusal answers the frame's `replyTo`).
 */
export async function receiveFrame(
  connection: Connection,
  data: RawData,
  isBinary: boolean,
  { router, log, now }: { router: SocketRouter; log: Logger; now: () => number },
): Promise<void> {
  connection.lastSeenAt = now();
  const read = readClientFrame(data, isBinary);
  if (read.kind === 'ping') {
    connection.sendSerialized(pongFrame);
    return;
  }
  if (read.kind === 'refused') {
    connection.send(errorReply(read.replyTo, read.error));
    return;
  }
  const { frame, replyTo } = read;
  const handlers = router.match(frame);
  if (handlers.length === 0) {
    log.debug({ appKey: frame.appKey, command: frame.command }, 'no socket handler');
    return;
  }
  for (const handler of handlers) {
    try {
      await handler(connection, frame);
    } catch (error) {
      connection.send(errorReply(replyTo, error));
      if (!(error instanceof ApiError)) log.error({ err: error }, 'socket handler failed');
    }
  }
}
