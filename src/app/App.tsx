import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppRouter } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
    </QueryClientProvider>
  );
}
