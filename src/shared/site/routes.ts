/**
 * The public page table: one entry per route the site serves. The client builds its router from
 * it, and the server uses it for titles, 404 status codes, robots meta and the sitemap; each page's meta
 * description is in `page-descriptions.ts`, which only the server reads (no first load carries it).
 * Add a route here when its page lands, never before (unknown paths show the not-found page). A
 * path may name parameters (`/players/:name`, path-pattern.ts); the page reads them with useParams.
 */
import { isPattern, matchPath, type PathOf, withoutTrailingSlash } from './path-pattern';

export interface PageRoute {
  path: string;
  title: string;
  /**
   * Search engines may list the page (else its head says `noindex`): false for account pages,
   * tools and aliases. A pattern's page is searchable when its thing exists (a missing one is a 404).
   */
  searchable: boolean;
}

const page = <P extends string>(path: P, title: string, searchable = true) => ({ path, title, searchable });

export const PAGE_ROUTES = [
  page('/', 'Competitive Cobblemon Server'),
  page('/terms-of-service', 'Terms of Service'),
  page('/privacy-policy', 'Privacy Policy'),
  page('/cookie-policy', 'Cookie Policy'),
  page('/server-rules', 'Server Rules'),
  page('/getting-started', 'Getting Started'),
  page('/dmca-notice', 'DMCA Notice'),
  page('/refund-policy', 'Refund Policy'),
  page('/accessibility', 'Accessibility'),
  page('/status-page', 'System Status'),
  page('/careers', 'Careers'),
  page('/help-center', 'Help Center'),
  page('/leaderboard', 'Leaderboard'),
  page('/gym-leaders', 'Gym Leaders'),
  page('/events', 'Events & Tournaments'),
  page('/community', 'Community'),
  page('/gym-leader-application', 'Gym Leader Application'),
  page('/contact-support', 'Contact Support'),
  page('/bug-reports', 'Bug Reports'),
  page('/feature-requests', 'Feature Requests'),
  page('/appeal-bans', 'Ban Appeal'),
  page('/report-players', 'Report Player'),
  page('/waitlist', 'Alpha Sign-up'),
  page('/my-submissions', 'My Submissions', false),
  page('/notifications', 'Notifications', false),
  page('/staff', 'Staff Console', false),
  page('/shop', 'Shop'),
  page('/ranks', 'Server Ranks'),
  page('/demo-sign-in', 'Demo Sign-in', false),
  page('/purchase-history', 'Purchase History', false),
  page('/success', 'Purchase Complete', false),
  page('/gym-leader-dashboard', 'Gym Leader Dashboard', false),
  page('/test-checkout', 'Test Checkout', false),
  page('/spawn-atlas', 'Spawn Atlas'),
  page('/wiki', 'Server Wiki'),
  page('/vote-links', 'Vote for the Server'),
  page('/mid-season-doubles', 'Mid-Season Doubles Showdown'),
  page('/season1', 'Season 1'),
  page('/tournaments/founders-cup-1', "Founders' Cup #1"),
  // The events page's link: the same page under its short name, so only the long one is searched.
  page('/founders-1', "Founders' Cup #1", false),
  // Cups made in the console; Founders' Cup #1 keeps its own entry above (a fixed path wins).
  page('/tournaments/:slug', 'Tournament'),
  // Every player who has played on the server, by Minecraft name; the server names the page's head.
  page('/players/:name', 'Player'),
  // Every gym leader linked to a player, by the slug of their display name; the server names the head.
  page('/gym-leaders/:slug', 'Gym Leader'),
  // Every gym battle, by id, with its replay when the game server sent the log; the server names the head.
  page('/matches/:id', 'Gym Battle'),
  page('/tournament-bracket', 'Tournament Bracket'),
] as const satisfies readonly PageRoute[];

export type PagePath = (typeof PAGE_ROUTES)[number]['path'];

/** A path the page table serves, parameters filled in (`/players/${string}` for `/players/:name`). */
export type PageHref = PathOf<PagePath>;
/** Where a link may point: a page of the table, with a query or a hash, or the current page's. */
export type Href = PageHref | `${PageHref}${'?' | '#'}${string}` | `${'?' | '#'}${string}`;

/**
 * The route for a path in `routes`, ignoring a trailing slash: a fixed path first, then the first
 * pattern that matches (so `/tournaments/founders-cup-1` wins over `/tournaments/:slug`).
 */
export function findRoute<R extends Pick<PageRoute, 'path'>>(
  routes: readonly R[],
  pathname: string,
): R | undefined {
  const normalized = withoutTrailingSlash(pathname);
  return (
    routes.find((route) => route.path === normalized) ??
    routes.find((route) => isPattern(route.path) && matchPath(route.path, normalized))
  );
}

/**
 * Whether sitemap.xml lists the route's path as it is: a searchable page without parameters (the
 * pages of a pattern are listed from the database, one per player, leader, cup or match).
 */
export const inStaticSitemap = (route: PageRoute) => route.searchable && !isPattern(route.path);

/** The page route for a path; undefined for unknown paths. */
export function findPageRoute(pathname: string): PageRoute | undefined {
  return findRoute(PAGE_ROUTES, pathname);
}

/** `path` as a link target when the page table serves it (a path read from an answer); else null. */
export function pageHref(path: string): Href | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  return findPageRoute(path.split(/[?#]/, 1)[0]!) ? (path as Href) : null;
}

export function documentTitle(route: Pick<PageRoute, 'path' | 'title'>, siteName: string): string {
  return route.path === '/' ? `${siteName} | ${route.title}` : `${route.title} | ${siteName}`;
}
