import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Retrying a 4xx or a rate limit only makes things worse; network blips get one retry.
        retry: (count, error) =>
          count < 1 &&
          (!isApiError(error) || error.kind === 'network' || error.kind === 'unavailable'),
      },
    },
  });
}
