import type { Href } from '@shared/site/routes';

interface PageLink {
  label: string;
  to: Href;
  highlight?: boolean;
  external?: false;
  signedInOnly?: boolean;
  /** Shown to staff and admins only. */
  staffOnly?: boolean;
}

/** The menu's entries and groups, in the spec's order: pages of the site, or an address outside it. */
export type NavLink = PageLink | (Omit<PageLink, 'to' | 'external'> & { to: string; external: true });

export const PRIMARY_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Leaderboard', to: '/leaderboard' },
  { label: 'Gym Leaders', to: '/gym-leaders' },
  { label: 'Shop', to: '/shop', highlight: true },
];

export const MENU_GROUPS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Game Content',
    links: [
      { label: 'Season 1', to: '/season1' },
      { label: 'Events', to: '/events' },
      { label: 'Ranks', to: '/ranks' },
      { label: 'Wiki', to: '/wiki' },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Community', to: '/community' },
      { label: 'Vote Links', to: '/vote-links' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Gym Leader Dashboard', to: '/gym-leader-dashboard' },
      { label: 'Customer Portal', to: '/api/billing/portal', external: true },
      { label: 'Purchase History', to: '/purchase-history', signedInOnly: true },
      { label: 'My Submissions', to: '/my-submissions', signedInOnly: true },
      { label: 'Staff', to: '/staff', staffOnly: true },
    ],
  },
];

export const FOOTER_GROUPS: { title: string; links: PageLink[] }[] = [
  {
    title: 'Server Info',
    links: [
      { label: 'Leaderboards', to: '/leaderboard' },
      { label: 'Gym Leaders', to: '/gym-leaders' },
      { label: 'Events & Tournaments', to: '/events' },
      { label: 'Community', to: '/community' },
      { label: 'Server Rules', to: '/server-rules' },
      { label: 'Getting Started', to: '/getting-started' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/help-center' },
      { label: 'Bug Reports', to: '/bug-reports' },
      { label: 'Feature Requests', to: '/feature-requests' },
      { label: 'Contact Support', to: '/contact-support' },
      { label: 'Appeal Bans', to: '/appeal-bans' },
      { label: 'Report Players', to: '/report-players' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Cookie Policy', to: '/cookie-policy' },
      { label: 'DMCA Notice', to: '/dmca-notice' },
      { label: 'Refund Policy', to: '/refund-policy' },
    ],
  },
];

export const FOOTER_BOTTOM_LINKS: PageLink[] = [
  { label: 'Accessibility', to: '/accessibility' },
  { label: 'Status Page', to: '/status-page' },
  { label: 'Careers', to: '/careers' },
];
