import { WebSocket } from 'ws';
import { AppKey, Messages } from '@limelight/protocol';
import { ApiError } from '../http/apiError.ts';
import { errorReply } from './clientFrame.ts';

/** The largest frame a client may send (the contract's limit, in `socketFrameTooLarge`'s words). */
export const maxFrameBytes = 64 * 1024;

/** ws closes with 1009 ("message too big") when a frame's header announces more than `maxPayload`. */
const messageTooBig = 1009;

const tooLargeFrame = JSON.stringify(
  errorReply(
    { appKey: AppKey.Connection, command: '' },
    new ApiError('InvalidRequest', Messages.socketFrameTooLarge),
  ),
);

/**
 * The server's sockets (the WebSocketServer's `WebSocket` class): a frame past `maxFrameBytes` is
 * refused by ws from its header, before its payload is read, and ws closes the socket with 1009 at once;
 * this sends the contract's error frame first, so that the client learns why (issue 26).
 */
export class BoundedSocket extends WebSocket {
  override close(code?: number, reason?: string | Buffer): void {
    if (code === messageTooBig && this.readyState === WebSocket.OPEN) this.send(tooLargeFrame);
    super.close(code, reason);
  }
}
