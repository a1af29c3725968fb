import {
  categoriesWithSubCategories,
  InputBounds,
  type CreateFilmRequest,
  type Film,
  type FilmCategory,
  type FilmRating,
  type FilmSubCategory,
} from '@limelight/protocol';
import type { FormErrors } from '../../lib/forms/index.ts';

/** The details form's values, as its controls hold them. */
export interface FilmDetailsValues {
  title: string;
  description: string;
  category: FilmCategory;
  /** '' for none. */
  subCategory: FilmSubCategory | '';
  rating: FilmRating;
  /** In currency units, as typed. */
  price: string;
  isFree: boolean;
  trailerUrl: string;
}

export type FilmDetailsField = keyof FilmDetailsValues;

export const emptyFilmDetails: FilmDetailsValues = {
  title: '',
  description: '',
  category: 'canadian',
  subCategory: '',
  rating: 'G',
  price: '',
  isFree: false,
  trailerUrl: '',
};

/** A film's current details, to edit them. */
export function filmDetailsOf(film: Film): FilmDetailsValues {
  return {
    title: film.title,
    description: film.description,
    category: film.category,
    subCategory: film.subCategory ?? '',
    rating: film.rating,
    price: film.price > 0 ? film.price.toFixed(2) : '',
    isFree: film.price === 0,
    trailerUrl: film.trailerUrl ?? '',
  };
}

const pricePattern = /^\d+(\.\d{1,2})?$/;

/** The fields at fault before anything is sent: a title, and a price unless the film is free. */
export function filmDetailsErrorsOf(values: FilmDetailsValues): FormErrors<FilmDetailsField> {
  const errors: FormErrors<FilmDetailsField> = {};
  if (values.title.trim() === '') errors.title = 'fieldRequired';
  if (!values.isFree) {
    const price = values.price.trim();
    if (!pricePattern.test(price) || Number(price) <= 0 || Number(price) > InputBounds.maxAmountUnits)
      errors.price = 'invalidPrice';
  }
  return errors;
}

/** The create (and update) request of valid values; a sub-category only where the category has them. */
export function filmRequestOf(
  values: FilmDetailsValues,
): Required<Omit<CreateFilmRequest, 'price'>> & { price: number } {
  const hasSubCategory = categoriesWithSubCategories.includes(values.category);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    subCategory: hasSubCategory && values.subCategory !== '' ? values.subCategory : null,
    rating: values.rating,
    price: values.isFree ? 0 : Number(values.price.trim()),
    trailerUrl: values.trailerUrl.trim() || null,
  };
}
