import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { FilmList } from './FilmList.tsx';
import { fetchMyFilms, filmKeys } from './filmsApi.ts';

const kinds = ['bought', 'uploaded'] as const;
type MyFilmsKind = (typeof kinds)[number];

/** spec 000 §2 `/myMovies/:id?` (auth): the films the member bought or uploaded; `:id` outlined in its list. */
export function MyMoviesPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const kind: MyFilmsKind = search.get('tab') === 'uploaded' ? 'uploaded' : 'bought';
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.myMovies') })}</title>
      <h1 className="text-3xl font-bold">{t('pages.myMovies')}</h1>
      <Tabs
        value={kind}
        onValueChange={(next) =>
          setSearch(
            (current) => {
              const changed = new URLSearchParams(current);
              if (next === 'uploaded') changed.set('tab', next);
              else changed.delete('tab');
              return changed;
            },
            { replace: true },
          )
        }
      >
        <TabsList aria-label={t('films.mine.tabs')}>
          {kinds.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`films.mine.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {kinds.map((name) => (
          <TabsContent key={name} value={name}>
            <FilmList
              queryKey={filmKeys.mine(name)}
              fetchPage={(page) => fetchMyFilms(name, page)}
              label={t(`films.mine.${name}`)}
              emptyTitle={t(name === 'bought' ? 'films.mine.noPurchases' : 'films.mine.noUploads')}
              emptyHint={t(name === 'bought' ? 'films.mine.noPurchasesHint' : 'films.mine.noUploadsHint')}
              highlightedId={id}
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
