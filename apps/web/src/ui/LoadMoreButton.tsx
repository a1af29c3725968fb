import { Button } from './Button.tsx';

interface LoadMoreButtonProps {
  /** An infinite query's paging state. */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
}

/** "Load more" under a paginated list while pages remain; busy while the next one loads. */
export function LoadMoreButton({ pages, label }: LoadMoreButtonProps) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className="self-center"
      isLoading={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
