import { Api, FilmLimit } from '@limelight/protocol';
import { useSessionStore } from '../../lib/session/index.ts';

/** What is wrong with a chosen source file, before anything is sent. */
export type FilmSourceProblem = 'extension' | 'size' | 'empty';

/** Checks a source file's extension and size (FilmLimit); the server checks its magic bytes again. */
export function filmSourceProblemOf(file: Pick<File, 'name' | 'size'>): FilmSourceProblem | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(FilmLimit.sourceExtensions as readonly string[]).includes(extension) || !file.name.includes('.'))
    return 'extension';
  if (file.size === 0) return 'empty';
  if (file.size > FilmLimit.maxSourceBytes) return 'size';
  return undefined;
}

/**
 * Each PATCH carries at most this much: a dropped connection loses at most one chunk, and what the server
 * acknowledged survives a reload (docs/decisions/films-web.md "Upload").
 */
export const uploadChunkBytes = 5 * 1024 * 1024;
/** Waits between attempts after a network failure, then the upload stops with an error to retry from. */
const retryDelaysMs = [0, 1_000, 3_000, 5_000, 10_000];

export interface FilmUploadCallbacks {
  /** Share sent so far, 0 to 1 (from the resumed offset on after a resume). */
  onProgress: (sentFraction: number) => void;
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/** A running upload: whether it resumed one started before (a reload, a dropped connection), and its stop. */
export interface FilmUpload {
  isResumed: boolean;
  abort: () => void;
}

/**
 * Uploads a film's source with the tus protocol (tus-js-client, loaded here) to FilmLimit.uploadPath, with the
 * film's id, the file's name and type in Upload-Metadata and the session's bearer token on every request.
 * The upload's address is kept in localStorage under a fingerprint of the film and the file, so that choosing
 * the same file for the same film after a reload resumes where the server stopped.
 */
export async function startFilmUpload(
  filmId: string,
  file: File,
  callbacks: FilmUploadCallbacks,
): Promise<FilmUpload> {
  const { Upload } = await import('tus-js-client');
  const upload = new Upload(file, {
    endpoint: new URL(FilmLimit.uploadPath, window.location.origin).href,
    chunkSize: uploadChunkBytes,
    retryDelays: retryDelaysMs,
    metadata: { filmId, filename: file.name, filetype: file.type || 'application/octet-stream' },
    fingerprint: async () => ['limelight-film', filmId, file.name, file.size, file.lastModified].join(':'),
    removeFingerprintOnSuccess: true,
    // Read per request: the token may have been refreshed since the upload began.
    onBeforeRequest: (request) => {
      const token = useSessionStore.getState().session?.accessToken;
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
      request.setHeader(Api.clientHeaderName, Api.clientHeader);
    },
    // A resumed upload says where the server stopped (HEAD's Upload-Offset) before its first chunk goes.
    onAfterResponse: (request, response) => {
      const offset = Number(response.getHeader('Upload-Offset'));
      if (request.getMethod() === 'HEAD' && Number.isFinite(offset) && file.size > 0)
        callbacks.onProgress(offset / file.size);
    },
    onProgress: (sent, total) => callbacks.onProgress(total > 0 ? sent / total : 0),
    onSuccess: () => callbacks.onSuccess(),
    onError: (error) => callbacks.onError(error),
  });
  const [previous] = await upload.findPreviousUploads();
  if (previous) upload.resumeFromPreviousUpload(previous);
  upload.start();
  return { isResumed: previous !== undefined, abort: () => void upload.abort() };
}
