/**
 * The component of each page route, loaded on demand. Keys are checked against the shared page
 * table, so a route cannot be added on one side only. Edit when a page lands.
 */

import type { PagePath } from '@shared/site/routes';
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

export const PAGE_COMPONENTS: Record<PagePath, () => Promise<PageModule>> = {
  '/': () => import('../features/home/home-page'),
  '/terms-of-service': () => import('../features/static-pages/terms-page'),
  '/privacy-policy': () => import('../features/static-pages/privacy-page'),
  '/cookie-policy': () => import('../features/static-pages/cookie-page'),
  '/server-rules': () => import('../features/static-pages/server-rules-page'),
  '/getting-started': () => import('../features/static-pages/getting-started-page'),
  '/dmca-notice': () => import('../features/static-pages/dmca-page'),
  '/refund-policy': () => import('../features/static-pages/refund-page'),
  '/accessibility': () => import('../features/static-pages/accessibility-page'),
  '/status-page': () => import('../features/status/status-page'),
  '/careers': () => import('../features/static-pages/careers-page'),
  '/help-center': () => import('../features/static-pages/help-center-page'),
  '/leaderboard': () => import('../features/leaderboard/leaderboard-page'),
  '/gym-leaders': () => import('../features/gym-leaders/gym-leaders-page'),
  '/events': () => import('../features/events/events-page'),
  '/community': () => import('../features/community/community-page'),
  '/gym-leader-application': () => import('../features/forms/gym-leader-application-page'),
  '/contact-support': () => import('../features/forms/contact-support-page'),
  '/bug-reports': () => import('../features/forms/bug-reports-page'),
  '/feature-requests': () => import('../features/forms/feature-requests-page'),
  '/appeal-bans': () => import('../features/forms/appeal-bans-page'),
  '/report-players': () => import('../features/forms/report-players-page'),
  '/waitlist': () => import('../features/forms/waitlist-page'),
  '/my-submissions': () => import('../features/forms/my-submissions-page'),
  '/shop': () => import('../features/shop/shop-page'),
  '/ranks': () => import('../features/shop/ranks-page'),
  '/demo-sign-in': () => import('../features/auth/demo-sign-in-page'),
  '/purchase-history': () => import('../features/purchases/purchase-history-page'),
  '/success': () => import('../features/purchases/success-page'),
  '/gym-leader-dashboard': () => import('../features/leader-dashboard/gym-leader-dashboard-page'),
  '/test-checkout': () => import('../features/purchases/test-checkout-page'),
};
