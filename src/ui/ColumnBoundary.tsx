import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { ErrorBoundary } from './ErrorBoundary';

/** What a column that failed to render shows: the rest of the page keeps working. */
function ColumnFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="panel column-failed" role="alert">
      <p>{t('common.column_failed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** A column-level error boundary (issue 14): one column's fault never blanks its neighbours. */
export function ColumnBoundary({
  resetKey,
  children,
}: {
  resetKey?: unknown;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={(reset) => <ColumnFailed onRetry={reset} />}>
      {children}
    </ErrorBoundary>
  );
}
