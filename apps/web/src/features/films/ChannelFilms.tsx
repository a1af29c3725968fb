import { useTranslation } from 'react-i18next';
import { FilmList } from './FilmList.tsx';
import { fetchCreatorFilms, filmKeys } from './filmsApi.ts';

/** A channel's FILMS ON-DEMAND tab (spec 000 §1): its owner's films, newest first, with "Load more". */
export function ChannelFilms({ userId }: { userId: string }) {
  const { t } = useTranslation();
  return (
    <FilmList
      queryKey={filmKeys.creator(userId)}
      fetchPage={(page) => fetchCreatorFilms(userId, page)}
      label={t('films.channel.label')}
      emptyTitle={t('films.channel.empty')}
    />
  );
}
