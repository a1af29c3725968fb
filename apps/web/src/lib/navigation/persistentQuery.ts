/** spec 000 §2: addresses keep `lang` and `theme` across navigations. */
const persistentQueryKeys = ['lang', 'theme'] as const;

/**
 * Adds the current address's `lang` and `theme` to a target address that does not set them itself.
 * `to` is an in-app path with an optional query and hash; `currentSearch` is `location.search`.
 */
export function withPersistentQuery(to: string, currentSearch: string): string {
  const hashStart = to.indexOf('#');
  const hash = hashStart === -1 ? '' : to.slice(hashStart);
  const withoutHash = hashStart === -1 ? to : to.slice(0, hashStart);
  const queryStart = withoutHash.indexOf('?');
  const pathname = queryStart === -1 ? withoutHash : withoutHash.slice(0, queryStart);
  const targetQuery = new URLSearchParams(queryStart === -1 ? '' : withoutHash.slice(queryStart));
  const currentQuery = new URLSearchParams(currentSearch);
  for (const key of persistentQueryKeys) {
    const value = currentQuery.get(key);
    if (value !== null && !targetQuery.has(key)) targetQuery.set(key, value);
  }
  const search = targetQuery.toString();
  return `${pathname}${search ? `?${search}` : ''}${hash}`;
}
