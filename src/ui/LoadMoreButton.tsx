/** The part of an infinite query a "load more" control needs. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Loads the next page of a list; absent when there is none, disabled while one loads. */
export function LoadMoreButton({
  pages,
  label,
  className = 'button',
}: {
  pages: MorePages;
  label: string;
  className?: string;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <button
      type="button"
      className={className}
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {label}
    </button>
  );
}
