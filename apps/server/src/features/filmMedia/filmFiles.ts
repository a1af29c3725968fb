import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { contentTypeOfKey, type FileStorage } from '../../platform/storage/fileStorage.ts';
import { filesUnder } from '../../platform/storage/localFileStorage.ts';
import { privateFileKey } from '../../platform/storage/signedFileUrls.ts';
import { sourceContentTypes, type FilmSourceFormat } from './filmTranscoder.ts';

/** A film's folder name: its id when that is a plain name (event ids are UUIDs), else a digest of it. */
function folderOf(filmId: string): string {
  return /^[A-Za-z0-9_-]{1,64}$/.test(filmId)
    ? filmId
    : createHash('sha256').update(filmId).digest('base64url').slice(0, 32);
}

/** What may follow a film's media path: its master playlist, a rendition's playlist, or a segment. */
const hlsNamePattern = /^(master\.m3u8|\d{2,4}\/(index\.m3u8|seg-\d{5}\.ts))$/;

/**
 * Where a film's files live in file storage (docs/decisions/films-media.md "Files"): the source and the HLS
 * ladder under a private prefix per film (served only by the film's media route), the poster and the
 * thumbnail under a public one (the catalogue shows them), with random names so they are cached for good.
 */
export function createFilmFiles(storage: FileStorage) {
  const hlsPrefixOf = (filmId: string) => privateFileKey('films', `${folderOf(filmId)}/hls/`);

  return {
    /** The key of a served HLS file, or undefined for a name no ladder has. */
    hlsKeyOf(filmId: string, name: string): string | undefined {
      return hlsNamePattern.test(name) ? `${hlsPrefixOf(filmId)}${name}` : undefined;
    },

    /** Stores an accepted source; answers its key. */
    async storeSource(filmId: string, file: string, format: FilmSourceFormat): Promise<string> {
      const key = privateFileKey('films', `${folderOf(filmId)}/source-${randomUUID()}.${format}`);
      await storage.putStream(key, createReadStream(file), sourceContentTypes[format]);
      return key;
    },

    /** Stores the ladder ffmpeg wrote in `dir` (master.m3u8 and one folder per rendition). */
    async storeLadder(filmId: string, dir: string): Promise<void> {
      const names = (await filesUnder(dir))
        // The master last: a ladder is served only once all its renditions are there.
        .sort((a, b) => Number(a === 'master.m3u8') - Number(b === 'master.m3u8'));
      const stored: string[] = [];
      try {
        for (const name of names) {
          const key = `${hlsPrefixOf(filmId)}${name}`;
          const contentType = contentTypeOfKey(key);
          if (!contentType || !hlsNamePattern.test(name)) throw new Error(`unexpected HLS file ${name}`);
          await storage.putStream(key, createReadStream(path.join(dir, name)), contentType);
          stored.push(key);
        }
      } catch (error) {
        // Half a ladder is no ladder: what was stored goes.
        for (const key of stored) await storage.delete(key);
        throw error;
      }
    },

    /** Stores a still (poster or thumbnail) publicly; answers its address. */
    storeStill(filmId: string, kind: 'poster' | 'thumb', file: string): Promise<string> {
      const key = `films/${folderOf(filmId)}/${kind}-${randomUUID()}.jpg`;
      return storage.putStream(key, createReadStream(file), 'image/jpeg');
    },

    /** Removes a film's ladder, whatever part of it was stored: the master first, so none is served half. */
    async removeLadder(filmId: string): Promise<void> {
      const keys = await storage.list(hlsPrefixOf(filmId));
      const master = `${hlsPrefixOf(filmId)}master.m3u8`;
      if (keys.includes(master)) await storage.delete(master);
      for (const key of keys) if (key !== master) await storage.delete(key);
    },

    /** Removes stored files by key or address; missing ones are no error. */
    async remove(keysOrUrls: readonly (string | null)[]): Promise<void> {
      for (const one of keysOrUrls) {
        if (one === null) continue;
        await storage.delete(storage.keyOfUrl(one) ?? one);
      }
    },
  };
}

export type FilmFiles = ReturnType<typeof createFilmFiles>;
