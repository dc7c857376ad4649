import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient, seedPageData } from './query-client';

/** Mounts an observer of `queryKey` (as a page's useQuery does) and says whether it fetched. */
async function mountFetches(queryKey: readonly string[]): Promise<boolean> {
  const queryFn = vi.fn(async () => ({ answer: 'from the API' }));
  const observer = new QueryObserver(queryClient, { queryKey, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve, 0));
  unsubscribe();
  return queryFn.mock.calls.length > 0;
}

describe('answers sent with the page', () => {
  afterEach(() => queryClient.clear());

  it('are not fetched again on their first mount', async () => {
    seedPageData([{ queryKey: ['page-data-test', 'seeded'], data: { answer: 'from the page' } }]);
    expect(await mountFetches(['page-data-test', 'seeded'])).toBe(false);
    expect(queryClient.getQueryData(['page-data-test', 'seeded'])).toEqual({ answer: 'from the page' });
  });

  it('are stale again once the cache holds other data for them', async () => {
    seedPageData([{ queryKey: ['page-data-test', 'replaced'], data: { answer: 'from the page' } }]);
    queryClient.setQueryData(['page-data-test', 'replaced'], { answer: 'written later' });
    expect(await mountFetches(['page-data-test', 'replaced'])).toBe(true);
  });

  it('leave other queries refetching on mount', async () => {
    queryClient.setQueryData(['page-data-test', 'other'], { answer: 'set by a write' });
    expect(await mountFetches(['page-data-test', 'other'])).toBe(true);
  });

  it('are still refetched when invalidated (a live `ready`)', async () => {
    seedPageData([{ queryKey: ['page-data-test', 'live'], data: { answer: 'from the page' } }]);
    const queryFn = vi.fn(async () => ({ answer: 'from the API' }));
    const observer = new QueryObserver(queryClient, { queryKey: ['page-data-test', 'live'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await queryClient.invalidateQueries({ queryKey: ['page-data-test', 'live'] });
    unsubscribe();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['page-data-test', 'live'])).toEqual({ answer: 'from the API' });
  });
});
