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
 * error with a retry when the last one failed. Offline (`needsServer`, the reason) it says the
 * next page needs the server instead, in place of the button or of the network error a retry
 * cannot mend (issue 27).
 */
export function LoadMoreButton({
  pages,
  label,
  className = 'button',
  needsServer,
}: {
  pages: MorePages;
  label: string;
  className?: string;
  needsServer?: string | undefined;
}) {
  if (needsServer && (pages.error || pages.hasNextPage))
    return (
      <p className="load-more__offline" role="status">
        {needsServer}
      </p>
    );
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
