import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { AppCrash } from './AppCrash';
import { AppRouter } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <ErrorBoundary fallback={<AppCrash />}>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
