import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  checkStorableKey,
  contentTypeOfKey,
  isValidFileKey,
  keyOfFilesUrl,
  localFilesPath,
  type FileStorage,
} from './fileStorage.ts';

/** The files anywhere under a folder, by their `/`-separated path from it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Files in a folder of the data directory (`${DATA_DIR}/files`), served at `/files/<key>`. */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const pathOf = (key: string): string => {
    if (!isValidFileKey(key)) throw new Error(`invalid file key "${key}"`);
    return path.join(rootDir, key);
  };

  // The served type follows from the extension, so the two must agree.
  const prepare = async (key: string, contentType: string): Promise<string> => {
    checkStorableKey(key, contentType);
    const file = pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    return file;
  };

  async function describe(key: string) {
    if (!isValidFileKey(key)) return undefined;
    const contentType = contentTypeOfKey(key);
    const info = await stat(pathOf(key)).catch(() => undefined);
    if (!contentType || !info?.isFile()) return undefined;
    return { contentType, sizeBytes: info.size };
  }

  return {
    async put(key, bytes, contentType) {
      await writeFile(await prepare(key, contentType), bytes);
      return localFilesPath + key;
    },

    async putStream(key, stream, contentType) {
      const file = await prepare(key, contentType);
      // Written beside its final name, then renamed: readers never see half a file.
      const partial = `${file}.${randomUUID()}.part`;
      try {
        await pipeline(stream, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return localFilesPath + key;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    describe,

    async read(key, range) {
      const file = await describe(key);
      if (!file) return undefined;
      const stream = createReadStream(pathOf(key), range);
      return { ...file, stream, sizeBytes: range ? range.end - range.start + 1 : file.sizeBytes };
    },

    async list(prefix) {
      const names = await filesUnder(path.join(rootDir, prefix)).catch(() => []);
      // A `.part` is a stream still being written: not a file yet.
      return names.filter((name) => !name.endsWith('.part')).map((name) => prefix + name);
    },

    // The server's own route is the only way to a local file.
    directUrlOf: async () => undefined,

    keyOfUrl: keyOfFilesUrl,
  };
}
