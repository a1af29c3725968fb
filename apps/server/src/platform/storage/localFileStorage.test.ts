import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './localFileStorage.ts';

const root = mkdtempSync(path.join(tmpdir(), 'limelight-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createLocalFileStorage(root);

describe('putStream', () => {
  it('stores a stream under its key', async () => {
    const url = await storage.putStream(
      'videos/a.mp4',
      Readable.from([Buffer.from('abc'), Buffer.from('def')]),
      'video/mp4',
    );
    expect(url).toBe('/files/videos/a.mp4');
    const file = await storage.read('videos/a.mp4');
    const chunks: Buffer[] = [];
    for await (const chunk of file?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('abcdef');
  });

  it('leaves nothing behind when the stream fails', async () => {
    async function* failing() {
      yield Buffer.from('partial');
      throw new Error('client went away');
    }
    await expect(storage.putStream('videos/b.mp4', Readable.from(failing()), 'video/mp4')).rejects.toThrow(
      'client went away',
    );
    expect(readdirSync(path.join(root, 'videos'))).toEqual(['a.mp4']);
  });
});

describe('list', () => {
  it('answers the keys under a folder, not the streams still being written', async () => {
    await storage.put('films/x/hls/master.m3u8', Buffer.from('#EXTM3U'), 'application/vnd.apple.mpegurl');
    await storage.put('films/x/hls/720/seg-00000.ts', Buffer.from('ts'), 'video/mp2t');
    await storage.put('films/y/poster.jpg', Buffer.from('jpg'), 'image/jpeg');
    expect((await storage.list('films/x/hls/')).sort()).toEqual([
      'films/x/hls/720/seg-00000.ts',
      'films/x/hls/master.m3u8',
    ]);
    expect(await storage.list('films/none/')).toEqual([]);
  });
});
