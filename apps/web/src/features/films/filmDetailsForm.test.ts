import { describe, expect, it } from 'vitest';
import { emptyFilmDetails, filmDetailsErrorsOf, filmRequestOf } from './filmDetailsForm.ts';

describe('the film details form', () => {
  it('asks for a title and a valid price unless the film is free', () => {
    expect(filmDetailsErrorsOf(emptyFilmDetails)).toEqual({ title: 'fieldRequired', price: 'invalidPrice' });
    expect(filmDetailsErrorsOf({ ...emptyFilmDetails, title: 'Night', price: '4.999' })).toEqual({
      price: 'invalidPrice',
    });
    expect(filmDetailsErrorsOf({ ...emptyFilmDetails, title: 'Night', price: '0' })).toEqual({
      price: 'invalidPrice',
    });
    expect(filmDetailsErrorsOf({ ...emptyFilmDetails, title: 'Night', isFree: true })).toEqual({});
    expect(filmDetailsErrorsOf({ ...emptyFilmDetails, title: 'Night', price: '4.99' })).toEqual({});
  });

  it('sends a sub-category only for Canadian and international films (spec 000 §1), and 0 for free', () => {
    const awards = filmRequestOf({
      ...emptyFilmDetails,
      title: ' Night ',
      category: 'awards',
      subCategory: 'short',
      isFree: true,
    });
    expect(awards).toMatchObject({
      title: 'Night',
      category: 'awards',
      subCategory: null,
      price: 0,
      trailerUrl: null,
    });
    const canadian = filmRequestOf({
      ...emptyFilmDetails,
      title: 'Night',
      subCategory: 'documentary',
      price: '7.50',
    });
    expect(canadian).toMatchObject({ category: 'canadian', subCategory: 'documentary', price: 7.5 });
  });
});
