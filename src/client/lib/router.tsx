/**
 * The site's router: the browser's history, links and search parameters, for a site whose every
 * route is a fixed path (src/shared/site/routes.ts). Its calls are React Router's, minus what a
 * fixed-path site never uses; see docs/decisions/ for why it is ours.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Different for every entry in the history, so a page can remember where it was scrolled. */
  key: string;
}

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export interface NavigateOptions {
  replace?: boolean;
}

interface RouterState {
  location: Location;
  navigationType: NavigationType;
}

interface Router extends RouterState {
  navigate(to: To | number, options?: NavigateOptions): void;
}

const RouterContext = createContext<Router | null>(null);

const ORIGIN = 'http://router.local';

function createKey() {
  return Math.random().toString(36).slice(2, 10);
}

function locationOf(href: string, key: string): Location {
  const url = new URL(href, ORIGIN);
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

/** The path, query and hash `to` points at, read from where the reader is now. */
function resolve(to: To, from: Location): string {
  const current = `${from.pathname}${from.search}${from.hash}`;
  if (typeof to === 'string') {
    const url = new URL(to, new URL(current, ORIGIN));
    return `${url.pathname}${url.search}${url.hash}`;
  }
  const pathname = to.pathname ?? from.pathname;
  const search = to.search ?? (to.pathname === undefined ? from.search : '');
  return `${pathname}${search && !search.startsWith('?') ? `?${search}` : search}${to.hash ?? ''}`;
}

const pathOf = (location: Location) => `${location.pathname}${location.search}${location.hash}`;

function useRouter(): Router {
  const router = use(RouterContext);
  if (!router) throw new Error('This component needs to be inside the router.');
  return router;
}

/** The router of the running site: window.history. Navigations render in a transition. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState<RouterState>(() => ({
    location: locationOf(
      window.location.href,
      (window.history.state as { key?: string } | null)?.key ?? 'default',
    ),
    navigationType: 'POP',
  }));

  useEffect(() => {
    const onPopState = () => {
      const key = (window.history.state as { key?: string } | null)?.key ?? 'default';
      startTransition(() =>
        setState({ location: locationOf(window.location.href, key), navigationType: 'POP' }),
      );
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // Read at call time, so navigate keeps one identity and effects that use it do not re-run.
  const current = useRef(state.location);
  current.current = state.location;
  const navigate = useCallback((to: To | number, options: NavigateOptions = {}) => {
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
  return <RouterContext value={router}>{children}</RouterContext>;
}

/** A router with its history in memory: tests, and anything drawn outside a browser. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [entries, setEntries] = useState(() => initialEntries.map((entry) => locationOf(entry, createKey())));
  const [index, setIndex] = useState(entries.length - 1);
  const [navigationType, setNavigationType] = useState<NavigationType>('POP');
  const location = entries[index]!;

  const navigate = useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        setIndex((current) => Math.min(Math.max(current + to, 0), entries.length - 1));
        setNavigationType('POP');
        return;
      }
      const next = locationOf(resolve(to, location), createKey());
      const replace = options.replace ?? pathOf(next) === pathOf(location);
      setEntries((current) => [...current.slice(0, replace ? index : index + 1), next]);
      setIndex(replace ? index : index + 1);
      setNavigationType(replace ? 'REPLACE' : 'PUSH');
    },
    [entries.length, index, location],
  );

  const router = useMemo(
    () => ({ location, navigationType, navigate }),
    [location, navigationType, navigate],
  );
  return <RouterContext value={router}>{children}</RouterContext>;
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
  return <RouterContext value={router}>{children}</RouterContext>;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().navigationType;
export const useNavigate = (): Router['navigate'] => useRouter().navigate;

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
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, options);
    },
    [location.pathname, location.search, navigate],
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
  const target = new URL(resolve(to, location), ORIGIN).pathname;
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
