import { QueryClient } from '@tanstack/react-query';

/** Client errors (4xx) will not get better by retrying; network and 5xx errors get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

/** The app's single cache; the api client needs it to drop the session on a 401. */
export const queryClient = createQueryClient();
