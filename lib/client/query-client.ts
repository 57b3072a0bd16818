// Shared React Query defaults: one QueryClient per server request, one in the browser
// (TanStack's Next.js App Router pattern).
import { QueryClient, isServer } from '@tanstack/react-query';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The BFF already retries transient upstream failures; retry once more for the network.
        retry: (failureCount, error) => failureCount < 1 && !(error as { status?: number }).status,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

export function getQueryClient() {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
