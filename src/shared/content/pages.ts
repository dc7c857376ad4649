/**
 * The pages whose texts are content, and the parts of their layout that follow the blocks (how many
 * questions, roles, channels). Small on purpose: public pages import this, never the block registry
 * (`blocks.ts`), which only the server and the console need.
 */
export const CONTENT_PAGES = [
  { id: 'server-rules', path: '/server-rules', label: 'Server Rules' },
  { id: 'wiki', path: '/wiki', label: 'Server Wiki' },
  { id: 'terms-of-service', path: '/terms-of-service', label: 'Terms of Service' },
  { id: 'privacy-policy', path: '/privacy-policy', label: 'Privacy Policy' },
  { id: 'cookie-policy', path: '/cookie-policy', label: 'Cookie Policy' },
  { id: 'refund-policy', path: '/refund-policy', label: 'Refund Policy' },
  { id: 'dmca-notice', path: '/dmca-notice', label: 'DMCA Notice' },
  { id: 'getting-started', path: '/getting-started', label: 'Getting Started' },
  { id: 'careers', path: '/careers', label: 'Careers' },
  { id: 'help-center', path: '/help-center', label: 'Help Center' },
  { id: 'community', path: '/community', label: 'Community' },
  { id: 'season1', path: '/season1', label: 'Season 1' },
] as const;
export type ContentPageId = (typeof CONTENT_PAGES)[number]['id'];
export const CONTENT_PAGE_IDS = CONTENT_PAGES.map((page) => page.id) as [ContentPageId, ...ContentPageId[]];

/** The help center's question groups (their headings and icons stay in the page) and their sizes. */
export const HELP_GROUPS = [
  { id: 'account', title: 'Account & sign-in', questions: 3 },
  { id: 'linking', title: 'Linking Minecraft', questions: 3 },
  { id: 'purchases', title: 'Purchases & refunds', questions: 3 },
  { id: 'battles', title: 'Battles & gyms', questions: 3 },
  { id: 'reporting', title: 'Reporting', questions: 3 },
] as const;

/** The open roles on /careers: each has a pitch (titled with the role), its duties and what we look for. */
export const CAREER_ROLES = [
  { id: 'gym-leader', title: 'Gym Leader' },
  { id: 'community-moderator', title: 'Community Moderator' },
  { id: 'content-creator', title: 'Content Creator' },
] as const;

/** How many of each the community page shows: its channel and program cards keep their icons in code. */
export const COMMUNITY_CHANNELS = 6;
export const COMMUNITY_PROGRAMS = 3;
export const SEASON_TIMELINE_ENTRIES = 4;

/** The query key of a page's texts: the server fills it for the first paint, the browser reads it. */
export const contentQueryKey = (page: ContentPageId) => ['content', page] as const;

export const contentPageAt = (path: string) => CONTENT_PAGES.find((page) => page.path === path);
