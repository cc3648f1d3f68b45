import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StatusArticle } from '../features/status/StatusArticle';

export function BootRows({
  queryClient,
  ids,
}: {
  queryClient: QueryClient;
  ids: readonly string[];
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <div role="feed" className="timeline" aria-busy="true">
        {ids.map((id, i) => (
          <div key={id} data-row={id}>
            <StatusArticle id={id} position={i + 1} setSize={-1} />
          </div>
        ))}
      </div>
    </QueryClientProvider>
  );
}
