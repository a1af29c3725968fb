import { filmRatingSchema, filmSubCategorySchema, type FilmRating } from '@limelight/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Clapperboard, Search } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../lib/clock/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { TextField } from '../../ui/TextField.tsx';
import {
  catalogueQueryOf,
  catalogueSorts,
  catalogueTabs,
  filtersOfSearch,
  hasSubCategories,
  searchWithFilters,
  type CatalogueFilters,
} from './catalogueFilters.ts';
import { FilmGrid } from './FilmCard.tsx';
import { fetchCatalogue, filmKeys } from './filmsApi.ts';

const searchDelayMs = 350;

/** A chip that toggles one filter value (a sub-category, a rating). */
function FilterChip({ label, isOn, onToggle }: { label: string; isOn: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={isOn}
      onClick={onToggle}
      className={joinClassNames(
        'cursor-pointer rounded-full border px-3 py-1 text-sm font-medium',
        isOn ? 'border-accent bg-accent-soft text-fg' : 'border-border text-fg-muted hover:bg-surface-muted',
        focusRingClassName,
      )}
    >
      {label}
    </button>
  );
}

/** The search box: typing settles for a moment before it goes into the address (and the request). */
function CatalogueSearch({ value, onSettled }: { value: string; onSettled: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, searchDelayMs);
  // Only a settled change of the text is a new search; the address changing alone is not.
  const settle = (q: string) => {
    if (q.trim() !== value.trim()) onSettled(q);
  };
  const settleLater = useEffectEvent(settle);
  useEffect(() => settleLater(settled), [settled]);
  return (
    <div className="relative w-full sm:max-w-xs">
      <TextField
        label={t('films.catalogue.search')}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        // Leaving the box settles it at once: a film chosen meanwhile must not take the search's query
        // with it (the page stays on screen while the film's loads).
        onBlur={() => settle(text)}
      />
      <Search
        className="pointer-events-none absolute right-3 bottom-3 size-4 text-fg-muted"
        aria-hidden="true"
      />
    </div>
  );
}

/** The catalogue's grid with its states and its pages. */
function CatalogueResults({
  filters,
  onPage,
}: {
  filters: CatalogueFilters;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const query = catalogueQueryOf(filters);
  const films = useQuery({
    queryKey: filmKeys.catalogue(query),
    queryFn: () => fetchCatalogue(query),
    placeholderData: keepPreviousData,
  });
  if (films.isPending) return <LoadingState label={t('films.catalogue.loading')} />;
  if (films.isError)
    return (
      <EmptyState
        title={t('films.catalogue.failed')}
        action={
          <Button variant="secondary" onClick={() => void films.refetch()}>
            {t('films.retry')}
          </Button>
        }
      />
    );
  const { list, pagination } = films.data;
  if (list.length === 0)
    return (
      <EmptyState
        icon={<Clapperboard className="size-6" />}
        title={t('films.catalogue.empty')}
        description={t('films.catalogue.emptyHint')}
      />
    );
  const pageCount = Math.max(1, Math.ceil(pagination.total / pagination.pageSize));
  return (
    <div className="flex flex-col gap-4" aria-busy={films.isPlaceholderData}>
      <FilmGrid films={list} label={t('films.catalogue.listLabel')} />
      {pageCount > 1 && (
        <nav aria-label={t('films.catalogue.pages')} className="flex items-center justify-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={pagination.page <= 1}
            onClick={() => onPage(pagination.page - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            {t('films.catalogue.previous')}
          </Button>
          <span className="text-sm text-fg-muted" aria-live="polite">
            {t('films.catalogue.pageOf', { page: pagination.page, count: pageCount })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!pagination.hasNextPage}
            onClick={() => onPage(pagination.page + 1)}
          >
            {t('films.catalogue.next')}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </nav>
      )}
    </div>
  );
}

/** spec 000 §2 `/movies`: the movie festival catalogue, filtered by the address's query. */
export function MoviesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOfSearch(search);
  const change = (next: Partial<CatalogueFilters>) =>
    setSearch((current) => searchWithFilters(current, next), { replace: true });
  const toggleRating = (rating: FilmRating) =>
    change({ rating: filters.rating === rating ? undefined : rating });
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.movies') })}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('films.catalogue.title')}</h1>
          <p className="text-fg-muted">{t('films.catalogue.subtitle')}</p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="secondary" size="sm">
            <AppLink to="/myMovies">{t('pages.myMovies')}</AppLink>
          </Button>
          <Button asChild size="sm">
            <AppLink to="/movielist">{t('films.upload.open')}</AppLink>
          </Button>
        </div>
      </div>
      <Tabs
        value={filters.category}
        onValueChange={(category) => change({ category: category as CatalogueFilters['category'] })}
      >
        <TabsList aria-label={t('films.catalogue.categories')} className="overflow-x-auto">
          {catalogueTabs.map((tab) => (
            <TabsTrigger key={tab} value={tab} className="whitespace-nowrap">
              {t(`films.category.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The panel of the chosen category: its filters and films (the tabs' aria-controls name it). */}
        <TabsContent value={filters.category} className="flex flex-col gap-5">
          <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
            <div className="flex flex-col gap-2">
              {hasSubCategories(filters.category) && (
                <div
                  role="group"
                  aria-label={t('films.catalogue.subCategories')}
                  className="flex flex-wrap gap-2"
                >
                  {filmSubCategorySchema.options.map((subCategory) => (
                    <FilterChip
                      key={subCategory}
                      label={t(`films.subCategory.${subCategory}`)}
                      isOn={filters.subCategory === subCategory}
                      onToggle={() =>
                        change({ subCategory: filters.subCategory === subCategory ? undefined : subCategory })
                      }
                    />
                  ))}
                </div>
              )}
              <div role="group" aria-label={t('films.catalogue.ratings')} className="flex flex-wrap gap-2">
                {filmRatingSchema.options.map((rating) => (
                  <FilterChip
                    key={rating}
                    label={rating}
                    isOn={filters.rating === rating}
                    onToggle={() => toggleRating(rating)}
                  />
                ))}
              </div>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <CatalogueSearch value={filters.q} onSettled={(q) => change({ q })} />
              <SelectField
                label={t('films.catalogue.sort')}
                value={filters.sort}
                onChange={(event) => change({ sort: event.target.value === 'title' ? 'title' : 'newest' })}
                options={catalogueSorts.map((sort) => ({ value: sort, label: t(`films.sort.${sort}`) }))}
              />
            </div>
          </div>
          <CatalogueResults filters={filters} onPage={(page) => change({ page })} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
