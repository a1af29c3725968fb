/** The page after this one for react-query's infinite lists ("Load more"), or undefined on the last page. */
export function nextPageParam({ pagination }: { pagination: { page: number; hasNextPage: boolean } }) {
  return pagination.hasNextPage ? pagination.page + 1 : undefined;
}
