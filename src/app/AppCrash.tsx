import { ErrorMessage } from '../ui/ErrorMessage';

/**
 * The app-level fallback: reached only when something outside every column fails (the
 * navigation, the layout). Trying again reloads the page; stored drafts and settings are kept.
 */
export function AppCrash() {
  return (
    <main className="panel">
      <ErrorMessage error={null} onRetry={() => location.reload()} />
    </main>
  );
}
