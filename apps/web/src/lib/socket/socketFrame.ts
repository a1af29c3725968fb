import { socketMessageSchema, type SocketMessage } from '@limelight/protocol';

/** The socket message a text frame carries, or null for anything else (not JSON, not a message). */
export function parseSocketFrame(data: unknown): SocketMessage | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = socketMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
