/** The search page's tabs (spec 000 §1: events, people, rooms). */
export const searchTabs = ['events', 'people', 'rooms'] as const;
/** One search tab. */
export type SearchTab = (typeof searchTabs)[number];

/** The search page's address for a keyword and tab: the query lives in the address (`/search?q=…&tab=…`). */
export function searchPathOf(keyword: string, tab: SearchTab = 'events'): string {
  const query = new URLSearchParams({ q: keyword.trim() });
  if (tab !== 'events') query.set('tab', tab);
  return `/search?${query.toString()}`;
}

/** The tab an address names; events when it names none or an unknown one. */
export function searchTabOf(text: string | null): SearchTab {
  return (searchTabs as readonly (string | null)[]).includes(text) ? (text as SearchTab) : 'events';
}
