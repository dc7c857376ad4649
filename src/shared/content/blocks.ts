/**
 * The site's editable texts: each page that staff edit in the console is a fixed list of blocks
 * (the page's layout stays code; each block's title and Markdown body are content). A block's key
 * names it everywhere: the database row, the API and the console.
 */
import { WIKI_SECTIONS } from '../wiki/sections';
import {
  CAREER_ROLES,
  COMMUNITY_CHANNELS,
  COMMUNITY_PROGRAMS,
  type ContentPageId,
  HELP_GROUPS,
  SEASON_TIMELINE_ENTRIES,
} from './pages';

export interface ContentBlockSpec {
  key: string;
  page: ContentPageId;
  /** How the console names the block. */
  label: string;
  /** Whether the block's title is content too; otherwise the page draws its own heading. */
  titled: boolean;
}

/** Wiki sections whose numbers come from the shop's catalog stay drawn by code, so they cannot disagree. */
export const CATALOG_WIKI_SECTIONS: ReadonlySet<string> = new Set(['battle-pass', 'crates', 'ranks']);

export const RULE_COUNT = 6;

/** A section's anchor (for example /terms-of-service#conduct) is its first title, kept in its key. */
export const sectionAnchor = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const block = (page: ContentPageId, name: string, label: string, titled: boolean): ContentBlockSpec => ({
  key: `${page}/${name}`,
  page,
  label,
  titled,
});
const intro = (page: ContentPageId) => block(page, 'intro', 'Introduction', false);
const sections = (page: ContentPageId, titles: readonly string[]) =>
  titles.map((title) => block(page, sectionAnchor(title), title, true));
const numbered = (page: ContentPageId, name: string, label: string, count: number, titled: boolean) =>
  Array.from({ length: count }, (_, index) =>
    block(page, `${name}-${index + 1}`, `${label} ${index + 1}`, titled),
  );

const POLICY_BLOCKS: readonly ContentBlockSpec[] = [
  intro('terms-of-service'),
  block('terms-of-service', 'lead', 'Opening paragraph', false),
  ...sections('terms-of-service', [
    'Acceptance of these terms',
    'Eligibility',
    'Your account',
    'Conduct',
    'Purchases and virtual items',
    'Intellectual property and non-affiliation',
    'Suspension and termination',
    'Disclaimers and limitation of liability',
    'Changes and contact',
  ]),
  intro('privacy-policy'),
  block('privacy-policy', 'lead', 'Opening paragraph', false),
  ...sections('privacy-policy', [
    'Who we are and who the service is for',
    'Information we receive from Discord',
    'Minecraft account and gameplay data',
    'How we use and share your information',
    'Payments',
    'Cookies and local storage',
    'How long we keep it',
    'Your rights',
    'Children',
    'Security',
    'Contact us',
  ]),
  intro('cookie-policy'),
  ...sections('cookie-policy', ['What we use']),
  block('cookie-policy', 'after-the-list', 'After the list of cookies', false),
  ...sections('cookie-policy', ['What we do not use', 'Images from other services', 'Managing cookies']),
  intro('refund-policy'),
  block('refund-policy', 'alpha', 'Free alpha notice', true),
  ...sections('refund-policy', [
    'The 14-day refund window',
    'How refunds are paid',
    'Subscriptions (ranks)',
    'Gym leader revenue share',
    'Disputes',
    'Chargebacks',
    'Your legal rights',
  ]),
  intro('dmca-notice'),
  block('dmca-notice', 'lead', 'Opening paragraph', false),
  ...sections('dmca-notice', [
    'Filing a notice',
    'What happens next',
    'Counter-notice',
    'Repeat infringers',
    'Pokémon, Minecraft and Cobblemon content',
  ]),
];

const GUIDE_BLOCKS: readonly ContentBlockSpec[] = [
  intro('getting-started'),
  ...numbered('getting-started', 'step', 'Step', 4, true),
  block('getting-started', 'stuck', 'Stuck on a step?', false),
  intro('careers'),
  ...CAREER_ROLES.flatMap((role) => [
    block('careers', role.id, role.title, true),
    block('careers', `${role.id}-duties`, `${role.title}: what you do`, false),
    block('careers', `${role.id}-wanted`, `${role.title}: what we look for`, false),
  ]),
  block('careers', 'how-to-apply', 'How to apply', true),
  intro('help-center'),
  ...HELP_GROUPS.flatMap((group) =>
    Array.from({ length: group.questions }, (_, index) =>
      block('help-center', `${group.id}-${index + 1}`, `${group.title}: question ${index + 1}`, true),
    ),
  ),
  block('help-center', 'still-need-help', 'Still need help?', true),
];

const COMMUNITY_BLOCKS: readonly ContentBlockSpec[] = [
  intro('community'),
  ...numbered('community', 'channel', 'Channel', COMMUNITY_CHANNELS, true),
  ...numbered('community', 'program', 'Program', COMMUNITY_PROGRAMS, true),
  block('community', 'guidelines', 'Community guidelines', false),
  // The title is the dates the hero's badge shows; the body is the hero's sentence.
  block('season1', 'dates', 'Dates and introduction', true),
  ...numbered('season1', 'timeline', 'Timeline entry', SEASON_TIMELINE_ENTRIES, true),
];

export const CONTENT_BLOCKS: readonly ContentBlockSpec[] = [
  { key: 'server-rules/intro', page: 'server-rules', label: 'Introduction', titled: false },
  ...Array.from({ length: RULE_COUNT }, (_, index) => ({
    key: `server-rules/rule-${index + 1}`,
    page: 'server-rules' as const,
    label: `Rule ${index + 1}`,
    titled: true,
  })),
  { key: 'server-rules/enforcement', page: 'server-rules', label: 'Enforcement', titled: true },
  ...WIKI_SECTIONS.filter((section) => !CATALOG_WIKI_SECTIONS.has(section.id)).map((section) => ({
    key: `wiki/${section.id}`,
    page: 'wiki' as const,
    label: section.title,
    titled: false,
  })),
  ...POLICY_BLOCKS,
  ...GUIDE_BLOCKS,
  ...COMMUNITY_BLOCKS,
];

export const MAX_CONTENT_TITLE = 120;
export const MAX_CONTENT_BODY = 20_000;
/** Revisions the console lists per block, newest first. */
export const REVISIONS_SHOWN = 50;
