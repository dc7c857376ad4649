import type { PageData } from '@shared/site/page-data';
import { type Query, QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../features/auth/use-session';
import { shareAnswers } from '../lib/answer-versions';
import { ApiError, onForbidden, onUnauthorized } from '../lib/api';

/**
 * How long an answer sent with the page (#page-data) counts as fresh while the cache still holds
 * it as sent: the page's first mount does not fetch again what the server read a moment ago. A
 * page with live topics still refetches it when its stream says `ready`, which covers any change
 * made between the server's read and the stream's subscription.
 */
export const PAGE_DATA_FRESH_MS = 30_000;

/** Each answer sent with the page as the cache first held it, and when, by query hash. */
const pageData = new Map<string, { data: unknown; at: number }>();

const pageDataStaleTime = (query: Query) => {
  const sent = pageData.get(query.queryHash);
  if (!sent || sent.data !== query.state.data) return 0;
  return Date.now() - sent.at < PAGE_DATA_FRESH_MS ? PAGE_DATA_FRESH_MS : 0;
};

/** Retries up to 3 times with exponential delay capped at 30 s, but never on a 4xx answer. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) =>
        failureCount < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      refetchOnWindowFocus: false,
      // Queries without a staleTime of their own refetch on mount, except page data just sent.
      staleTime: pageDataStaleTime,
      // Keeps each answer's version with the shared data, for live changes to compare.
      structuralSharing: shareAnswers,
    },
  },
});

// A 401 anywhere means the session is gone: refresh it, so every part of the page (the header
// first) stops showing the user as signed in.
onUnauthorized(() => {
  void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
});

// A 403 may mean a role was taken away while the page was open (staff revoked, an admin no longer
// configured): ask for the session again, so pages that depend on the role show why they closed.
onForbidden(() => {
  void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
});

/** Puts the answers sent with the page in the cache, fresh for their first mount. */
export function seedPageData(entries: PageData): void {
  for (const entry of entries) {
    queryClient.setQueryData(entry.queryKey, entry.data);
    const query = queryClient.getQueryCache().find({ queryKey: entry.queryKey, exact: true });
    if (query) pageData.set(query.queryHash, { data: query.state.data, at: Date.now() });
  }
}
