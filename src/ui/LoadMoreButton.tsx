import { ErrorMessage } from './ErrorMessage';
/** The part of an infinite query a "load more" control needs. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  /** Why the last page failed to load: shown with a retry instead of the button. */
  error?: unknown;
}

/**
 * Loads the next page of a list; absent when there is none, disabled while one loads, and the
 * error with a retry when the last one failed.
 */
export function LoadMoreButton({
  pages,
  label,
  className = 'button',
}: {
  pages: MorePages;
  label: string;
  className?: string;
}) {
  if (pages.error)
    return <ErrorMessage error={pages.error} onRetry={() => void pages.fetchNextPage()} />;
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
