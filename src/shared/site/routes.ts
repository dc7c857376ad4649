/**
 * The public page table: one entry per route the site serves. The client builds its router from
 * it, and the server uses it for titles, meta descriptions, 404 status codes and the sitemap.
 * Add a route here when its page lands, never before (unknown paths show the not-found page). A
 * path may name parameters (`/players/:name`, path-pattern.ts); the page reads them with useParams.
 */
import { isPattern, matchPath, type PathOf } from './path-pattern';

export interface PageRoute {
  path: string;
  title: string;
  description: string;
  /** Listed in sitemap.xml. Account pages and demo tools are not. */
  indexed: boolean;
}

const page = <P extends string>(path: P, title: string, description: string, indexed = true) => ({
  path,
  title,
  description,
  indexed,
});

export const PAGE_ROUTES = [
  page(
    '/',
    'Competitive Cobblemon Server',
    'A competitive Cobblemon server with paid gym leaders, an ELO ladder, seasonal championships and no pay-to-win.',
  ),
  page(
    '/terms-of-service',
    'Terms of Service',
    'The terms that apply when you play on the server or use this site.',
  ),
  page(
    '/privacy-policy',
    'Privacy Policy',
    'What we collect, why, how long we keep it and the choices you have.',
  ),
  page('/cookie-policy', 'Cookie Policy', 'The few cookies and storage entries this site uses and why.'),
  page('/server-rules', 'Server Rules', 'The six rules every player agrees to on the server and in Discord.'),
  page(
    '/getting-started',
    'Getting Started',
    'Join the server in four steps: Discord, alpha access, the modpack and your first battle.',
  ),
  page('/dmca-notice', 'DMCA Notice', 'How to report content that infringes your copyright.'),
  page('/refund-policy', 'Refund Policy', 'Refund window, processing times and how disputes are decided.'),
  page('/accessibility', 'Accessibility', 'Our accessibility commitment and how to report a barrier.'),
  page(
    '/status-page',
    'System Status',
    'Live status of the website, database, Discord integration and payments.',
  ),
  page('/careers', 'Careers', 'Open roles: Gym Leader, Community Moderator and Content Creator.'),
  page('/help-center', 'Help Center', 'Answers to common questions and ways to reach our support team.'),
  page(
    '/leaderboard',
    'Leaderboard',
    'The live ELO ladder of top trainers and the gym leaders ranked by win rate.',
  ),
  page(
    '/gym-leaders',
    'Gym Leaders',
    'Meet the paid gym leaders, see who is online now, and apply for an open gym.',
  ),
  page(
    '/events',
    'Events & Tournaments',
    'Upcoming tournaments, themed battles and raids: register while an event is open.',
  ),
  page(
    '/community',
    'Community',
    'Join the Discord, meet the community programs and read the community guidelines.',
  ),
  page(
    '/gym-leader-application',
    'Gym Leader Application',
    'Apply to run a gym: availability, experience and the revenue share model, in seven short sections.',
  ),
  page(
    '/contact-support',
    'Contact Support',
    'Send a ticket to the support team about your account, purchases or play.',
  ),
  page('/bug-reports', 'Bug Reports', 'Report a bug or exploit on the server or the website.'),
  page('/feature-requests', 'Feature Requests', 'Suggest a feature for the server or the website.'),
  page('/appeal-bans', 'Ban Appeal', 'Appeal a ban; a response typically takes 24-72 hours.'),
  page(
    '/report-players',
    'Report Player',
    'Report cheating, harassment or other rule breaking, confidentially.',
  ),
  page('/waitlist', 'Alpha Sign-up', 'Sign up for alpha access to the server.'),
  page('/my-submissions', 'My Submissions', 'The forms you have sent and their review status.', false),
  page('/notifications', 'Notifications', 'Your notifications and how you want to be told.', false),
  page(
    '/staff',
    'Staff Console',
    'Review queues, the audit log and staff members, for the server staff.',
    false,
  ),
  page(
    '/shop',
    'Shop',
    'Shiny boosts, vote parties, cosmetic keys, gym tokens, ranks and the battle pass. Never pay-to-win.',
  ),
  page(
    '/ranks',
    'Server Ranks',
    'Ace, Expert, Elite and Master ranks: perks, monthly and annual prices, and the Champion title.',
  ),
  page('/demo-sign-in', 'Demo Sign-in', 'Development sign-in for the demo mode of this site.', false),
  page(
    '/purchase-history',
    'Purchase History',
    'Your orders, their status and the gym leader you supported.',
    false,
  ),
  page('/success', 'Purchase Complete', 'Your order summary and what happens next.', false),
  page(
    '/gym-leader-dashboard',
    'Gym Leader Dashboard',
    'Earnings, payouts, balance and performance for registered gym leaders.',
    false,
  ),
  page(
    '/test-checkout',
    'Test Checkout',
    'The labelled test checkout of the demo mode: no card is charged.',
    false,
  ),
  page(
    '/spawn-atlas',
    'Spawn Atlas',
    'Where and when every Pokémon of the server spawns, Legendaries, Paradox and Ultra Beasts included: biomes, levels, times and rarity.',
  ),
  page(
    '/wiki',
    'Server Wiki',
    'The player wiki: getting started, ranks and perks, battle pass, gyms and PvP, crates, claims and every command.',
  ),
  page(
    '/vote-links',
    'Vote for the Server',
    'Vote on six server lists for vote keys, see the vote crate rewards and the live progress to the next vote party.',
  ),
  page(
    '/mid-season-doubles',
    'Mid-Season Doubles Showdown',
    'Level 50 doubles, bring 6 choose 4: the format, team rules, prizes and Paradox Pokémon, and team registration.',
  ),
  page(
    '/season1',
    'Season 1',
    'October 1 - November 31, 2025: 9 gyms, the Elite Four and the Server Champion, the gym battle rules and live badge progress.',
  ),
  page(
    '/tournaments/founders-cup-1',
    "Founders' Cup #1",
    "The server's first championship: 16 players, group stages, Redemption Road and a grand final. Rules, restricted list, rewards and sign-up.",
  ),
  // The events page's link: the same page under its short name, left out of the sitemap.
  page(
    '/founders-1',
    "Founders' Cup #1",
    "The server's first championship: 16 players, group stages, Redemption Road and a grand final. Rules, restricted list, rewards and sign-up.",
    false,
  ),
  // Cups made in the console; Founders' Cup #1 keeps its own entry above (a fixed path wins).
  page(
    '/tournaments/:slug',
    'Tournament',
    'A CobbleClash tournament: dates, check-in, rules, rewards and sign-up.',
    false,
  ),
  // Every player who has played on the server, by Minecraft name; the server names the page's head.
  page(
    '/players/:name',
    'Player',
    "A player's rating, ladder rank, matches, badges and tournament results.",
    false,
  ),
  // Every gym leader linked to a player, by the slug of their display name; the server names the head.
  page(
    '/gym-leaders/:slug',
    'Gym Leader',
    "A gym leader's gym, type, badge, record, challengers' results and usual online hours.",
    false,
  ),
  // Every gym battle, by id, with its replay when the game server sent the log; the server names the head.
  page(
    '/matches/:id',
    'Gym Battle',
    'A gym battle: the players, the result and the replay, turn by turn.',
    false,
  ),
  page(
    '/tournament-bracket',
    'Tournament Bracket',
    "The live Founders' Cup bracket: Groups A-C, Redemption Road, the semifinals and the Grand Final, updated as results come in.",
  ),
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
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    routes.find((route) => route.path === normalized) ??
    routes.find((route) => isPattern(route.path) && matchPath(route.path, normalized))
  );
}

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
