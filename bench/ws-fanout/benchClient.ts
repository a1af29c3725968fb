import WebSocket from 'ws';
import { AppKey, ConnectionCommand, Heartbeat } from '@limelight/protocol';

const pingFrame = JSON.stringify({ appKey: AppKey.Connection, command: ConnectionCommand.Ping });

/**
 * A bench client's socket: it pings every `Heartbeat.castPingMs` from its opening as the web client does
 * (apps/web/src/lib/socket/realtimeSocket.ts, spec 001 §4), so the gateway's idle sweep (30 s without a
 * frame) keeps it as it keeps a real viewer's. The bare baselines' clients ping too: same clients, same load.
 */
export function openBenchSocket(url: string): WebSocket {
  const socket = new WebSocket(url);
  const pinging = setInterval(() => {
    if (socket.readyState === WebSocket.OPEN) socket.send(pingFrame);
  }, Heartbeat.castPingMs);
  pinging.unref();
  socket.once('close', () => clearInterval(pinging));
  return socket;
}
