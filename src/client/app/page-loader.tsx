/**
 * Loads each page's code once, on demand, and draws it: synchronously when it is already here
 * (the first page is loaded before the app hydrates, and the server's first paint loads it too),
 * otherwise by suspending until it arrives. A navigation suspends inside a transition, so the
 * current page stays on screen meanwhile and the layout shows a thin progress bar.
 */
import type { PagePath } from '@shared/site/routes';
import type { ComponentType } from 'react';
import { useHydratedStore } from '../lib/use-is-client';
import { PAGE_COMPONENTS } from './pages';

const loaded = new Map<PagePath, ComponentType>();
const loading = new Map<PagePath, Promise<ComponentType>>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The page's component, fetched at most once; a failed fetch may be tried again. */
export function loadPage(path: PagePath): Promise<ComponentType> {
  const pending = loading.get(path);
  if (pending) return pending;
  const promise = PAGE_COMPONENTS[path]().then(
    (module) => {
      loaded.set(path, module.default);
      loading.delete(path);
      notify();
      return module.default;
    },
    (error: unknown) => {
      loading.delete(path);
      notify();
      throw error;
    },
  );
  loading.set(path, promise);
  notify();
  return promise;
}

/** True while some page's code is on its way. */
export function usePageLoading(): boolean {
  return useHydratedStore(subscribeToLoading, isLoading, notLoading);
}

function subscribeToLoading(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const isLoading = () => loading.size > 0;
const notLoading = () => false;

export function LazyPage({ path }: { path: PagePath }) {
  const Page = loaded.get(path);
  // Suspends the way Suspense understood before `use` (which the runtime lacks, decision 011): the
  // nearest boundary waits for the thrown promise, then draws this again.
  if (!Page) throw loadPage(path);
  return <Page />;
}
