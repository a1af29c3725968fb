import {
  categoriesWithSubCategories,
  filmCategorySchema,
  filmRatingSchema,
  filmSubCategorySchema,
  type FilmCatalogueQuery,
  type FilmCategory,
  type FilmRating,
  type FilmSubCategory,
} from '@limelight/protocol';

/** The catalogue's tabs: All (no category) and the festival's categories (spec 000 §1). */
export const catalogueTabs = ['all', ...filmCategorySchema.options] as const;
export type CatalogueTab = (typeof catalogueTabs)[number];
export const catalogueSorts = ['newest', 'title'] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];

/** What `/movies` shows, as its address's query carries it (so that a filtered catalogue can be shared). */
export interface CatalogueFilters {
  category: CatalogueTab;
  subCategory: FilmSubCategory | undefined;
  rating: FilmRating | undefined;
  q: string;
  sort: CatalogueSort;
  page: number;
}

/** Whether a tab has the sub-category chips (Canadian and International only). */
export function hasSubCategories(category: CatalogueTab): category is FilmCategory {
  return category !== 'all' && categoriesWithSubCategories.includes(category);
}

/** The filters of an address; unknown values read as no filter. */
export function filtersOfSearch(search: URLSearchParams): CatalogueFilters {
  const category = filmCategorySchema.safeParse(search.get('category')).data ?? 'all';
  const page = Number(search.get('page'));
  return {
    category,
    subCategory: hasSubCategories(category)
      ? filmSubCategorySchema.safeParse(search.get('sub')).data
      : undefined,
    rating: filmRatingSchema.safeParse(search.get('rating')).data,
    q: search.get('q') ?? '',
    sort: search.get('sort') === 'title' ? 'title' : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The address's query after a change of filters: other values (lang, theme) stay; any change but the
 * page's goes back to page 1, and a category without sub-categories drops the chip.
 */
export function searchWithFilters(
  search: URLSearchParams,
  change: Partial<CatalogueFilters>,
): URLSearchParams {
  const next = { ...filtersOfSearch(search), page: 1, ...change };
  if (!hasSubCategories(next.category)) next.subCategory = undefined;
  const result = new URLSearchParams(search);
  const values: Record<string, string | undefined> = {
    category: next.category === 'all' ? undefined : next.category,
    sub: next.subCategory,
    rating: next.rating,
    q: next.q.trim() || undefined,
    sort: next.sort === 'newest' ? undefined : next.sort,
    page: next.page > 1 ? String(next.page) : undefined,
  };
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) result.delete(name);
    else result.set(name, value);
  }
  return result;
}

/** The catalogue call's query for the filters. */
export function catalogueQueryOf(filters: CatalogueFilters): Partial<FilmCatalogueQuery> {
  return {
    page: filters.page,
    category: filters.category === 'all' ? undefined : filters.category,
    subCategory: filters.subCategory,
    rating: filters.rating,
    q: filters.q.trim() || undefined,
    sort: filters.sort,
  };
}
