import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeOfKey, isValidFileKey, localFilesPath, type FileStorage } from './fileStorage.ts';

/** Files in a folder of the data directory (`${DATA_DIR}/files`), served at `/files/<key>`. */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const pathOf = (key: string): string => {
    if (!isValidFileKey(key)) throw new Error(`invalid file key "${key}"`);
    return path.join(rootDir, key);
  };

  // The served type follows from the extension, so the two must agree.
  const prepare = async (key: string, contentType: string): Promise<string> => {
    if (contentTypeOfKey(key) !== contentType) throw new Error(`key "${key}" is not a ${contentType} name`);
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

    keyOfUrl(url) {
      if (!url.startsWith(localFilesPath)) return undefined;
      const key = url.slice(localFilesPath.length);
      return isValidFileKey(key) ? key : undefined;
    },
  };
}
