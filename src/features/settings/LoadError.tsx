import { useNeedsServer } from '../../core/offline/useNeedsServer';
import { ErrorMessage } from '../../ui/ErrorMessage';

/**
 * Why a settings section could not be read: offline, the polite "needs a connection" line
 * (issue 27 item 3) instead of the network error; otherwise the error with its retry.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const needsServer = useNeedsServer();
  if (needsServer) return <p role="status">{needsServer}</p>;
  return <ErrorMessage error={error} onRetry={onRetry} />;
}
