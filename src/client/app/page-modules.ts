/**
 * The source file of each page route, relative to src/client. The client loads them on demand
 * (pages.ts), and the build lists each route's chunks for the page's HTML (scripts/vite-route-preloads.ts).
 * Keys are checked against the shared page table, so a route cannot be added on one side only.
 * Edit when a page lands.
 */
import type { PagePath } from '../../shared/site/routes';

export const PAGE_MODULE_FILES = {
  '/': 'features/home/home-page.tsx',
  '/terms-of-service': 'features/static-pages/terms-page.tsx',
  '/privacy-policy': 'features/static-pages/privacy-page.tsx',
  '/cookie-policy': 'features/static-pages/cookie-page.tsx',
  '/server-rules': 'features/static-pages/server-rules-page.tsx',
  '/getting-started': 'features/static-pages/getting-started-page.tsx',
  '/dmca-notice': 'features/static-pages/dmca-page.tsx',
  '/refund-policy': 'features/static-pages/refund-page.tsx',
  '/accessibility': 'features/static-pages/accessibility-page.tsx',
  '/status-page': 'features/status/status-page.tsx',
  '/careers': 'features/static-pages/careers-page.tsx',
  '/help-center': 'features/static-pages/help-center-page.tsx',
  '/leaderboard': 'features/leaderboard/leaderboard-page.tsx',
  '/gym-leaders': 'features/gym-leaders/gym-leaders-page.tsx',
  '/events': 'features/events/events-page.tsx',
  '/community': 'features/community/community-page.tsx',
  '/gym-leader-application': 'features/forms/gym-leader-application-page.tsx',
  '/contact-support': 'features/forms/contact-support-page.tsx',
  '/bug-reports': 'features/forms/bug-reports-page.tsx',
  '/feature-requests': 'features/forms/feature-requests-page.tsx',
  '/appeal-bans': 'features/forms/appeal-bans-page.tsx',
  '/report-players': 'features/forms/report-players-page.tsx',
  '/waitlist': 'features/forms/waitlist-page.tsx',
  '/my-submissions': 'features/forms/my-submissions-page.tsx',
  '/notifications': 'features/notifications/notifications-page.tsx',
  '/staff': 'features/staff/staff-page.tsx',
  '/shop': 'features/shop/shop-page.tsx',
  '/ranks': 'features/shop/ranks-page.tsx',
  '/demo-sign-in': 'features/auth/demo-sign-in-page.tsx',
  '/purchase-history': 'features/shop/purchases/purchase-history-page.tsx',
  '/success': 'features/shop/purchases/success-page.tsx',
  '/gym-leader-dashboard': 'features/shop/leader-dashboard/gym-leader-dashboard-page.tsx',
  '/test-checkout': 'features/shop/purchases/test-checkout-page.tsx',
  '/spawn-atlas': 'features/atlas/spawn-atlas-page.tsx',
  '/wiki': 'features/wiki/wiki-page.tsx',
  '/vote-links': 'features/vote/vote-links-page.tsx',
  '/mid-season-doubles': 'features/doubles/mid-season-doubles-page.tsx',
  '/season1': 'features/season/season1-page.tsx',
  '/tournaments/founders-cup-1': 'features/tournaments/founders-cup-page.tsx',
  '/founders-1': 'features/tournaments/founders-cup-page.tsx',
  '/tournaments/:slug': 'features/tournaments/tournament-page.tsx',
  '/tournament-bracket': 'features/tournaments/bracket-page.tsx',
  '/players/:name': 'features/players/player-page.tsx',
  '/gym-leaders/:slug': 'features/gym-leaders/leader-page.tsx',
  '/matches/:id': 'features/replays/match-page.tsx',
} as const satisfies Record<PagePath, `features/${string}/${string}-page.tsx`>;

/**
 * Lazy parts that a page's first paint draws (the rest open when the reader asks: dialogs,
 * drawers). Their chunks load with the page so they hydrate with it. Edit when such a part lands.
 */
export const FIRST_PAINT_LAZY_PARTS = ['features/arena/arena-home.tsx'] as const;
