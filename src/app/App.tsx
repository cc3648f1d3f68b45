import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../core/session/sessionStore';
import { TranslationProvider } from '../i18n/TranslationProvider';
import { AppRouter } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  // A switch of account or instance (issue 16) mounts the app afresh: no view, local state or
  // socket of the previous account survives into the next one.
  const generation = useSessionStore((s) => s.generation);
  return (
    <TranslationProvider>
      <QueryClientProvider client={queryClient}>
        <AppRouter key={generation} />
      </QueryClientProvider>
    </TranslationProvider>
  );
}
