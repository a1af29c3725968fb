import { ResponseCode, type Film } from '@limelight/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Clapperboard, Lock } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { eventPriceText } from '../../lib/eventDisplay/index.ts';
import { answerMessage } from '../../lib/i18n/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { toast } from '../../ui/toastStore.ts';
import { BuyFilmButton } from '../commerce/index.ts';
import { runtimeTextOf } from './filmDisplay.ts';
import { FilmPlayer } from './FilmPlayer.tsx';
import { fetchFilm, filmKeys, requestPlayback } from './filmsApi.ts';
import { FilmTrailer } from './FilmTrailer.tsx';

/** The film's facts: rating, runtime, category and price. */
function FilmFacts({ film }: { film: Film }) {
  const { t } = useTranslation();
  const runtime = runtimeTextOf(film);
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      <div>
        <dt className="text-fg-muted">{t('films.ratingLabel')}</dt>
        <dd className="font-semibold">{film.rating}</dd>
      </div>
      {runtime && (
        <div>
          <dt className="text-fg-muted">{t('films.runtimeLabel')}</dt>
          <dd className="font-semibold">{runtime}</dd>
        </div>
      )}
      <div>
        <dt className="text-fg-muted">{t('films.form.category')}</dt>
        <dd className="font-semibold">
          {t(`films.category.${film.category}`)}
          {film.subCategory && ` · ${t(`films.subCategory.${film.subCategory}`)}`}
        </dd>
      </div>
      <div>
        <dt className="text-fg-muted">{t('films.priceLabel')}</dt>
        <dd className="font-semibold">{eventPriceText(film.price, t)}</dd>
      </div>
    </dl>
  );
}

/** For someone who cannot watch (yet): poster, trailer, facts, description and the Buy button. */
function FilmDetail({ film, notice }: { film: Film; notice?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const onBought = () => void queryClient.invalidateQueries({ queryKey: filmKeys.all });
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr]">
      <div className="flex aspect-[2/3] max-h-96 items-center justify-center overflow-hidden rounded-lg bg-surface-muted">
        {film.posterUrl ? (
          <img
            src={film.posterUrl}
            alt={t('films.detail.posterOf', { title: film.title })}
            className="size-full object-cover"
          />
        ) : (
          <Clapperboard className="size-12 text-fg-muted" aria-hidden="true" />
        )}
      </div>
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold">{film.title}</h1>
        <FilmFacts film={film} />
        {notice && <Banner tone="info">{notice}</Banner>}
        {!film.canWatch && (
          <div className="flex flex-wrap items-center gap-3">
            <Lock className="size-5 text-fg-muted" aria-hidden="true" />
            <BuyFilmButton film={film} onBought={onBought} />
          </div>
        )}
        {film.trailerUrl && (
          <section className="flex flex-col gap-2" aria-label={t('films.detail.trailer')}>
            <h2 className="text-lg font-semibold">{t('films.detail.trailer')}</h2>
            <FilmTrailer url={film.trailerUrl} title={film.title} />
          </section>
        )}
        {film.description && <p className="whitespace-pre-line">{film.description}</p>}
      </div>
    </div>
  );
}

/** Someone who may watch: the play answer's signed address in the player; 33000 and 33001 shown as toasts. */
function FilmWatch({ film }: { film: Film }) {
  const { t } = useTranslation();
  const play = useQuery({
    queryKey: filmKeys.play(film.filmId),
    queryFn: () => requestPlayback(film.filmId),
    // The address is signed and expires: asked again on each visit.
    gcTime: 0,
  });
  const refusal = play.data && play.data.code !== ResponseCode.Success ? play.data : undefined;
  const refusalText = refusal && answerMessage(refusal, t);
  useEffect(() => {
    if (refusalText) toast.error(refusalText);
  }, [refusalText]);
  if (play.isPending) return <LoadingState label={t('films.player.loading')} />;
  if (play.isError || refusal)
    return <FilmDetail film={film} notice={refusalText ?? t('films.player.failed')} />;
  return (
    <div className="flex flex-col gap-4">
      <FilmPlayer film={film} playback={play.data.data} />
      <h1 className="text-2xl font-bold">{film.title}</h1>
      <FilmFacts film={film} />
      {film.description && <p className="whitespace-pre-line">{film.description}</p>}
    </div>
  );
}

/** spec 000 §2 `/movie/:id/play` (public): the player for whoever may watch, the film's detail for others. */
export function FilmPlayPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // The navigation guard gives visitors a guest session; the film is asked for with it.
  const hasSession = useSessionStore((state) => state.session !== null);
  const film = useQuery({ queryKey: filmKeys.one(id), queryFn: () => fetchFilm(id), enabled: hasSession });
  const title = film.data?.title ?? t('pages.moviePlay');
  let content;
  if (film.isPending) content = <LoadingState label={t('films.detail.loading')} />;
  else if (film.isError) {
    const isMissing =
      film.error instanceof RefusedAnswerError && film.error.answer.code === ResponseCode.NotFound;
    content = (
      <EmptyState
        headingLevel="h1"
        icon={<Clapperboard className="size-6" />}
        title={isMissing ? t('films.detail.notFound') : t('films.detail.failed')}
        action={
          <Button asChild variant="secondary">
            <AppLink to="/movies">{t('films.toCatalogue')}</AppLink>
          </Button>
        }
      />
    );
  } else content = film.data.canWatch ? <FilmWatch film={film.data} /> : <FilmDetail film={film.data} />;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
      <title>{t('app.documentTitle', { page: title })}</title>
      {content}
    </div>
  );
}
