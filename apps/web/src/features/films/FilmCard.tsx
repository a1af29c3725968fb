import type { Film } from '@limelight/protocol';
import { Clapperboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { eventPriceText } from '../../lib/eventDisplay/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { filmPlayPathOf, runtimeTextOf } from './filmDisplay.ts';

interface FilmCardProps {
  film: Film;
  /** The film named by the address (`/myMovies/:id`): outlined and scrolled to. */
  isHighlighted?: boolean;
  /** What goes under the card's link (a creator's state and actions). */
  children?: ReactNode;
}

/** A film in a grid: its poster, title, rating, runtime and price (or Free); the poster and title open it. */
export function FilmCard({ film, isHighlighted = false, children }: FilmCardProps) {
  const { t } = useTranslation();
  const runtime = runtimeTextOf(film);
  return (
    <article
      aria-current={isHighlighted ? 'true' : undefined}
      ref={(node) => {
        if (isHighlighted) node?.scrollIntoView?.({ block: 'center' });
      }}
      className={joinClassNames(
        'flex h-full flex-col overflow-hidden rounded-lg border bg-surface-raised',
        isHighlighted ? 'border-accent ring-2 ring-accent' : 'border-border',
      )}
    >
      <AppLink
        to={filmPlayPathOf(film)}
        className={joinClassNames('flex flex-col hover:bg-surface-muted', focusRingClassName)}
      >
        <div className="flex aspect-[2/3] max-h-72 items-center justify-center overflow-hidden bg-surface-muted">
          {film.posterUrl ? (
            <img src={film.posterUrl} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <Clapperboard className="size-10 text-fg-muted" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-col gap-1 p-3">
          <h3 className="line-clamp-2 font-semibold">{film.title}</h3>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted">
            <span className="rounded border border-border px-1.5 text-xs font-semibold">
              <span className="sr-only">{t('films.ratingLabel')} </span>
              {film.rating}
            </span>
            {runtime && (
              <span>
                <span className="sr-only">{t('films.runtimeLabel')} </span>
                {runtime}
              </span>
            )}
            <span className="ml-auto font-semibold text-fg">{eventPriceText(film.price, t)}</span>
          </p>
        </div>
      </AppLink>
      {children && <div className="mt-auto flex flex-col gap-2 border-t border-border p-3">{children}</div>}
    </article>
  );
}

interface FilmGridProps {
  films: readonly Film[];
  label: string;
  highlightedId?: string;
  /** A creator's state and actions under each card. */
  renderFooter?: (film: Film) => ReactNode;
}

/** Films as a grid: two columns on a phone, up to five on a wide screen. */
export function FilmGrid({ films, label, highlightedId, renderFooter }: FilmGridProps) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
    >
      {films.map((film) => (
        <li key={film.filmId}>
          <FilmCard film={film} isHighlighted={film.filmId === highlightedId}>
            {renderFooter?.(film)}
          </FilmCard>
        </li>
      ))}
    </ul>
  );
}
