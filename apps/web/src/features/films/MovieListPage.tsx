import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../lib/session/index.ts';
import { Button } from '../../ui/Button.tsx';
import { FilmCreatorPanel } from './FilmCreatorPanel.tsx';
import { FilmList } from './FilmList.tsx';
import { fetchCreatorFilms, filmKeys } from './filmsApi.ts';
import { UploadFilmDialog } from './UploadFilmDialog.tsx';
import { useFilmTranscodePushes } from './useFilmTranscode.ts';

/**
 * spec 000 §2 `/movielist` (auth): the member's own films, published or not, with "Upload a film" and each
 * film's upload, transcode, publishing, details, captions and deletion.
 */
export function MovieListPage() {
  const { t } = useTranslation();
  const userId = useSessionStore((state) => state.session?.userId ?? '');
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  useFilmTranscodePushes();
  const uploadButton = (
    <Button onClick={() => setIsUploadOpen(true)}>
      <Upload className="size-4" aria-hidden="true" />
      {t('films.upload.open')}
    </Button>
  );
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.movieList') })}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('pages.movieList')}</h1>
        {uploadButton}
      </div>
      <FilmList
        queryKey={filmKeys.creator(userId)}
        fetchPage={(page) => fetchCreatorFilms(userId, page)}
        label={t('films.mine.uploadedLabel')}
        emptyTitle={t('films.mine.noUploads')}
        emptyHint={t('films.mine.noUploadsHint')}
        renderFooter={(film) => <FilmCreatorPanel film={film} />}
      />
      {isUploadOpen && <UploadFilmDialog onClose={() => setIsUploadOpen(false)} />}
    </div>
  );
}
