import { create } from 'zustand';
import { startFilmUpload, type FilmUpload } from './filmUpload.ts';

/** One upload of this page's session: it goes on while the member moves between pages of the app. */
export interface FilmUploadState {
  status: 'starting' | 'uploading' | 'failed' | 'done';
  /** Share sent, 0 to 1. */
  sentFraction: number;
  /** It went on from what the server already had (after a reload or a dropped connection). */
  isResumed: boolean;
  file: File;
  upload?: FilmUpload;
}

interface FilmUploadsState {
  uploads: Readonly<Record<string, FilmUploadState>>;
  /** Starts (or resumes) the upload of `file` as the source of `filmId`; `onDone` once the server has it all. */
  begin: (filmId: string, file: File, onDone: () => void) => Promise<void>;
}

/** The uploads running in this tab, by film id. */
export const useFilmUploads = create<FilmUploadsState>()((set, get) => {
  const update = (filmId: string, change: Partial<FilmUploadState>) =>
    set(({ uploads }) => {
      const current = uploads[filmId];
      return current ? { uploads: { ...uploads, [filmId]: { ...current, ...change } } } : { uploads };
    });
  return {
    uploads: {},
    begin: async (filmId, file, onDone) => {
      get().uploads[filmId]?.upload?.abort();
      set(({ uploads }) => ({
        uploads: { ...uploads, [filmId]: { status: 'starting', sentFraction: 0, isResumed: false, file } },
      }));
      try {
        const upload = await startFilmUpload(filmId, file, {
          onProgress: (sentFraction) => update(filmId, { status: 'uploading', sentFraction }),
          onSuccess: () => {
            update(filmId, { status: 'done', sentFraction: 1 });
            onDone();
          },
          onError: () => update(filmId, { status: 'failed' }),
        });
        update(filmId, { upload, isResumed: upload.isResumed });
      } catch {
        update(filmId, { status: 'failed' });
      }
    },
  };
});
