import { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../features/auth/use-session';
import { shareAnswers } from '../lib/answer-versions';
import { ApiError, onForbidden, onUnauthorized } from '../lib/api';

/** Retries up to 3 times with exponential delay capped at 30 s, but never on a 4xx answer. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) =>
        failureCount < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      refetchOnWindowFocus: false,
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
