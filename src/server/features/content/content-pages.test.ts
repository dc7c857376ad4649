/**
 * The pages made content after the rules and the wiki: policies, guides, the community page and the
 * Season 1 dates. Each group: the first text is today's, an edit reaches the page's endpoint, and a
 * stored XSS probe is shown inert.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContentBlockResponse,
  contentBlockResponse,
  pageContentResponse,
} from '../../../shared/content/api';
import { CONTENT_BLOCKS } from '../../../shared/content/blocks';
import type { ContentPageId } from '../../../shared/content/pages';
import { contentBlocks, users } from '../../db/schema';
import { expectContract } from '../../test/contract';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { createSession } from '../auth';

let app: TestApp & TestBrowser;
let editor: TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: 'test-pages-admin', discord_username: 'PagesAdmin', role: 'admin' })
    .returning({ id: users.id });
  editor = app.browser();
  editor.cookies.set('session', (await createSession(app.deps, user!.id)).token);
});
afterAll(async () => {
  await app?.close();
});

async function pageBlocks(page: ContentPageId, on: TestApp & TestBrowser = app) {
  const res = await on.browser().json(`/api/content/${page}`);
  expect(res.status).toBe(200);
  return new Map(expectContract(pageContentResponse, res.body).blocks.map((block) => [block.key, block]));
}

async function shown(key: string, on: TestApp & TestBrowser = app) {
  const block = (await pageBlocks(key.split('/')[0] as ContentPageId, on)).get(key);
  if (!block) throw new Error(`no block ${key}`);
  return block;
}

async function publish(key: string, title: string, body: string) {
  const current = await editor.json(`/api/staff/content/blocks/${key}`);
  const base = expectContract(contentBlockResponse, current.body).block.revision_id;
  const res = await editor.json<ContentBlockResponse>(`/api/staff/content/blocks/${key}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title, body, base_revision: base }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** One block of each group, its first text as the page showed it before, and an edit to make. */
const GROUPS = [
  {
    group: 'terms',
    key: 'terms-of-service/changes-and-contact',
    title: 'Changes and contact',
    html: '<p>We may update these terms as the server grows. We will announce material changes on our Discord and on this website with <strong>30 days notice</strong> before they take effect;',
  },
  {
    group: 'privacy',
    key: 'privacy-policy/how-long-we-keep-it',
    title: 'How long we keep it',
    html: '<ul><li>Account and gameplay data: for as long as your account exists.</li>',
  },
  {
    group: 'cookie',
    key: 'cookie-policy/after-the-list',
    title: '',
    html: 'the session cookie carries the <code>__Host-</code> prefix',
  },
  {
    group: 'refund',
    key: 'refund-policy/subscriptions-ranks',
    title: 'Subscriptions (ranks)',
    html: 'You can cancel any time from the <a href="/api/billing/portal">customer portal</a> (also linked in the site menu).',
  },
  {
    group: 'dmca',
    key: 'dmca-notice/filing-a-notice',
    title: 'Filing a notice',
    html: '<ol><li>your physical or electronic signature (typing your full legal name is enough);</li>',
  },
  {
    group: 'getting started',
    key: 'getting-started/step-3',
    title: 'Install the modpack and connect',
    html: '<li>Give Minecraft at least 6 GB of memory in the launcher’s settings for a smooth game.</li>',
  },
  {
    group: 'careers',
    key: 'careers/gym-leader',
    title: 'Gym Leader',
    html: 'The <a href="/gym-leader-application">gym leader application</a> is open to everyone aged 18 or older: no invitation needed.</p>',
  },
  {
    group: 'help center',
    key: 'help-center/account-2',
    title: 'Sign-in failed. What can I try?',
    html: '<p>Make sure cookies are allowed for this site and press “Sign in” again; each attempt is valid for 10 minutes,',
  },
  {
    group: 'community',
    key: 'community/channel-1',
    title: '#announcements',
    html: '<p>Server news, patch notes and event dates, first.</p>',
  },
  {
    group: 'season',
    key: 'season1/dates',
    title: 'October 1 - November 31, 2025',
    html: '<p>Battle through all 9 Gyms to earn every seasonal badge, take on the Elite Four and rise to become the Server Champion.</p>',
  },
] as const;

describe('the pages’ first texts are today’s', () => {
  // Its own database: the edits of the other tests (in any order) never reach it.
  let fresh: TestApp & TestBrowser;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(async () => {
    await fresh?.close();
  });

  it.each(GROUPS)('$group: $key', async ({ key, title, html }) => {
    const block = await shown(key, fresh);
    expect(block.title).toBe(title);
    expect(block.html).toContain(html);
  });

  it('every page lists its blocks in the registry’s order, and the season keeps its published dates', async () => {
    for (const page of ['terms-of-service', 'help-center', 'season1', 'community'] as const) {
      const keys = [...(await pageBlocks(page, fresh)).keys()];
      expect(keys).toEqual(CONTENT_BLOCKS.filter((block) => block.page === page).map((block) => block.key));
    }
    const season = await pageBlocks('season1', fresh);
    expect([1, 2, 3, 4].map((n) => season.get(`season1/timeline-${n}`)!.title)).toEqual([
      'Total Season',
      'Active Gyms',
      'Competitive Cycle',
      'Elite Four Tournament',
    ]);
    expect(season.get('season1/timeline-1')!.html).toBe('<p>October 1 - November 31</p>');
  });
});

describe('an edit of each group shows on its page', () => {
  it.each(GROUPS)('$group', async ({ key, title }) => {
    const newTitle = title === '' ? '' : `${title} (edited)`;
    await publish(key, newTitle, `Edited text for ${key}, see the [rules](/server-rules).`);
    const block = await shown(key);
    expect(block.title).toBe(newTitle);
    expect(block.html).toBe(`<p>Edited text for ${key}, see the <a href="/server-rules">rules</a>.</p>`);
  });
});

describe('stored XSS probes on the new pages find nothing', () => {
  const PROBE = [
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '[click](javascript:alert(1))',
    '[a"onmouseover="alert(1)](https://ok.example/"onmouseover="alert(1))',
  ].join('\n\n');

  it.each([
    'terms-of-service/conduct',
    'help-center/reporting-1',
    'season1/timeline-2',
    'community/guidelines',
  ])('%s', async (key) => {
    await app.database.db
      .insert(contentBlocks)
      .values({ key, title: '<b onmouseover=alert(1)>x</b>', body: PROBE, revision_id: 999_999 })
      .onConflictDoUpdate({ target: contentBlocks.key, set: { body: PROBE, revision_id: 999_999 } });
    const { html } = await shown(key);
    expect(html).not.toMatch(/<(script|img|b)\b/i);
    expect(html).not.toMatch(/<[^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/href="javascript/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
