import type { Page, PersonHit } from '@limelight/protocol';
import { createContext } from 'react';

/** One page of people matching a keyword, best match first. */
export type SearchPeople = (keyword: string, page: number) => Promise<Page<PersonHit>>;

/**
 * How the invitation field finds people: the search feature's people search, which the app provides
 * (AppProviders) because search shows rooms and so sits above them (docs/decisions/boundaries.md).
 */
export const PeopleSearchContext = createContext<SearchPeople>(() =>
  Promise.reject(new Error('PeopleSearchContext is provided by AppProviders')),
);
