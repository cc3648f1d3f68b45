import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorMessage } from './ErrorMessage';

/**
 * A column-level error boundary (issue 14): one column's fault never blanks its neighbours.
 * It says so with the generic error and a retry, the words the page already carries.
 */
export function ColumnBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(retry) => <ErrorMessage error={null} onRetry={retry} />}>
      {children}
    </ErrorBoundary>
  );
}
