/**
 * The site's router: the browser's history, links, search parameters and path parameters, for the
 * pages of the shared page table (src/shared/site/routes.ts). Its calls are React Router's, minus
 * what this site never uses; decisions 006 and 012 say why it is ours.
 */

import { matchPath, type PathParams } from '@shared/site/path-pattern';
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type AnyTo,
  createKey,
  goInHistory,
  type Location,
  locationOf,
  type MemoryHistory,
  type NavigationType,
  pathnameOf,
  pathOf,
  pushEntry,
  resolve,
  type To,
} from './router-location';

export type { Location, NavigationType, To } from './router-location';

export interface NavigateOptions {
  replace?: boolean;
}

interface RouterState {
  location: Location;
  navigationType: NavigationType;
}

interface Router extends RouterState {
  navigate(to: AnyTo | number, options?: NavigateOptions): void;
}

const RouterContext = createContext<Router | null>(null);

/** Keys this page gave to entries that had none: no position was kept under them before this page. */
const newEntryKeys = new Set<string>();

/** Whether the entry of `key` was made on this page's watch (a reload or a return keeps its key). */
export const isNewEntry = (key: string): boolean => newEntryKeys.has(key);

/**
 * The key of the browser's current history entry. An entry made without us (the first load, a
 * plain `#anchor` link) gets a key of its own here, so no two entries share a scroll position.
 */
function currentEntryKey(): string {
  const state = window.history.state as { key?: unknown } | null;
  if (typeof state?.key === 'string') return state.key;
  const key = createKey();
  newEntryKeys.add(key);
  window.history.replaceState({ ...state, key }, '');
  return key;
}

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This component needs to be inside the router.');
  return router;
}

/** The router of the running site: window.history. Navigations render in a transition. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState<RouterState>(() => ({
    location: locationOf(window.location.href, currentEntryKey()),
    navigationType: 'POP',
  }));

  useEffect(() => {
    const onPopState = () => {
      const location = locationOf(window.location.href, currentEntryKey());
      startTransition(() => setState({ location, navigationType: 'POP' }));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // Read at call time, so navigate keeps one identity and effects that use it do not re-run.
  const current = useRef(state.location);
  current.current = state.location;
  const navigate = useCallback((to: AnyTo | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const path = resolve(to, current.current);
    // A link to where the reader already is replaces the entry rather than stacking a copy.
    const replace = options.replace ?? path === pathOf(current.current);
    const key = createKey();
    window.history[replace ? 'replaceState' : 'pushState']({ key }, '', path);
    startTransition(() =>
      setState({ location: locationOf(path, key), navigationType: replace ? 'REPLACE' : 'PUSH' }),
    );
  }, []);

  const router = useMemo(() => ({ ...state, navigate }), [state, navigate]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** A router with its history in memory: tests, and anything drawn outside a browser. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [state, setState] = useState<RouterState & { history: MemoryHistory }>(() => {
    const entries = initialEntries.map((entry) => locationOf(entry, createKey()));
    const index = entries.length - 1;
    return { history: { entries, index }, location: entries[index]!, navigationType: 'POP' };
  });

  const navigate = useCallback((to: AnyTo | number, options: NavigateOptions = {}) => {
    setState(({ history, location }) => {
      if (typeof to === 'number') {
        const back = goInHistory(history, to);
        return { history: back, location: back.entries[back.index]!, navigationType: 'POP' };
      }
      const next = locationOf(resolve(to, location), createKey());
      const replace = options.replace ?? pathOf(next) === pathOf(location);
      return {
        history: pushEntry(history, next, replace),
        location: next,
        navigationType: replace ? 'REPLACE' : 'PUSH',
      };
    });
  }, []);

  const { location, navigationType } = state;
  const router = useMemo(
    () => ({ location, navigationType, navigate }),
    [location, navigationType, navigate],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** The server's first paint: one location, nowhere to go. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const router = useMemo<Router>(
    () => ({
      location: locationOf(location, 'default'),
      navigationType: 'POP',
      navigate: () => {
        throw new Error('The first paint cannot navigate.');
      },
    }),
    [location],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().navigationType;
/** Navigates to a page of the table (or back and forward by a number of entries). */
export const useNavigate = (): ((to: To | number, options?: NavigateOptions) => void) => useRouter().navigate;

/**
 * The parameters of the page on screen, read by the page whose route is `pattern`:
 * `const { name } = useParams('/players/:name')`.
 */
export function useParams<P extends string>(pattern: P): PathParams<P> {
  const { pathname } = useLocation();
  const params = matchPath(pattern, pathname);
  if (!params) throw new Error(`${pathname} is not a page of ${pattern}.`);
  return params;
}

type SearchParamsInit = URLSearchParams | Record<string, string> | string;

/** The query string as URLSearchParams, and a setter that navigates to the new one. */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
      const search = new URLSearchParams(value).toString();
      navigate({ search: search ? `?${search}` : '' }, options);
    },
    [location.search, navigate],
  );
  return [params, setParams];
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
}

/** Whether the browser should handle this click itself (a new tab, a download, another window). */
const leaveToBrowser = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (target !== undefined && target !== '_self');

export function Link({ to, replace, onClick, target, ...props }: LinkProps) {
  const { location, navigate } = useRouter();
  const href = resolve(to, location);
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (leaveToBrowser(event, target)) return;
        event.preventDefault();
        navigate(href, { replace });
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on exactly this path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A link that knows whether it points at the page on screen (and says so with aria-current). */
export function NavLink({ to, end, className, ...props }: NavLinkProps) {
  const { location } = useRouter();
  const target = pathnameOf(resolve(to, location));
  const isActive =
    location.pathname === target || (!end && target !== '/' && location.pathname.startsWith(`${target}/`));
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
