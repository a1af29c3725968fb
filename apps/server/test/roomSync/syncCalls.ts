import { expect } from 'vitest';
import {
  AppKey,
  parseServerFrame,
  type ContentItem,
  type SocketMessage,
  type SyncStateAnswer,
} from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildMember, openRoomSocket } from '../factories.ts';
import type { TestSocket } from '../socketClient.ts';
import { createRoomThroughApi } from '../rooms/roomFactories.ts';

/** A web asset's fields (spec 000 §3 asset type youtube), numbered. */
export const youtube = (n: number | string) => ({
  mode: 'youtube',
  name: `Video ${n}`,
  urls: { web: `https://www.youtube.com/watch?v=${n}` },
});

/** The smallest file the server reads as a PDF. */
export const pdfBytes = () => Buffer.from('%PDF-1.4\n' + ' '.repeat(64), 'ascii');

/**
 * A minimal valid GLB (glTF 2.0 binary): the 12-byte header (magic `glTF`, version 2, total length) and one
 * JSON chunk holding a scene without meshes.
 */
export function glbBytes(): Buffer {
  const json = Buffer.from(JSON.stringify({ asset: { version: '2.0' }, scenes: [{ nodes: [] }], scene: 0 }));
  const padded = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)]);
  const header = Buffer.alloc(20);
  header.write('glTF', 0, 'ascii');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(20 + padded.length, 8);
  header.writeUInt32LE(padded.length, 12);
  header.write('JSON', 16, 'ascii');
  return Buffer.concat([header, padded]);
}

/** The smallest file the server reads as an mp4: an `ftyp` box of brand isom, then an empty `mdat` box. */
export function mp4Bytes(): Buffer {
  const file = Buffer.alloc(64);
  file.writeUInt32BE(24, 0);
  file.write('ftypisom', 4, 'ascii');
  file.writeUInt32BE(512, 12);
  file.write('isomiso2', 16, 'ascii');
  file.writeUInt32BE(40, 24);
  file.write('mdat', 28, 'ascii');
  return file;
}

export const isSync = (command: string) => (m: SocketMessage) =>
  m.appKey === AppKey.Sync && m.command === command;

/** The cya_sync frame of a command at `seq` (received or coming), checked against the socket contract. */
export async function syncFrame(socket: TestSocket, command: string, seq: number) {
  const frame = await socket.waitFor((m) => isSync(command)(m) && m.seq === seq);
  expect(parseServerFrame(frame).ok).toBe(true);
  return frame;
}

/** The shared-content calls of a test server, as the web client makes them. */
export function syncCalls(server: TestServer) {
  const post = <T>(path: string, body: object, token: string) => server.api.post<T>(path, body, { token });
  const get = <T>(path: string, query: Record<string, string | number>, token: string) =>
    server.api.get<T>(path, {
      token,
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    });

  function uploadForm(fields: Record<string, string>, bytes: Uint8Array): FormData {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    data.append('file', new Blob([bytes]), 'asset');
    return data;
  }

  return {
    post,
    get,
    state: (eventId: string, token: string) => get<SyncStateAnswer>('/api/sync/v2/state', { eventId }, token),
    addContent: (eventId: string, token: string, fields: object = youtube(1)) =>
      post<ContentItem>('/api/sync/v2/content/add', { eventId, ...fields }, token),
    upload: (fields: Record<string, string>, bytes: Uint8Array, token: string) =>
      server.api.postForm<ContentItem>('/api/sync/v2/assets/upload', uploadForm(fields, bytes), { token }),
    /** The HTTP status of a stored file's address. */
    fileStatus: async (url: string) => (await fetch(new URL(url, server.url))).status,

    /** A room with its owner, a member inside it, and both of their sockets. */
    async roomWithPeople(fields: Record<string, unknown> = {}) {
      const owner = await buildMember(server);
      const member = await buildMember(server);
      const room = await createRoomThroughApi(server, owner, fields);
      const ownerSocket = await openRoomSocket(server, room.id, owner.userToken);
      const memberSocket = await openRoomSocket(server, room.id, member.userToken);
      const close = () => [ownerSocket, memberSocket].forEach((socket) => socket.close());
      return { owner, member, roomId: room.id, ownerSocket, memberSocket, close };
    },
  };
}
