import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContentBlockResponse,
  contentBlockResponse,
  contentBlocksResponse,
  contentPreviewResponse,
  pageContentResponse,
} from '../../../shared/content/api';
import { CONTENT_BLOCKS } from '../../../shared/content/blocks';
import { contentBlocks, contentRevisions, staffAuditLog, staffPermissions, users } from '../../db/schema';
import { expectContract } from '../../test/contract';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { createSession } from '../auth';
import { blocksWithoutDefault } from './defaults';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Failure = { error: { code: string; message: string; fields?: Record<string, string[]> } };

let counter = 0;
async function account(role: 'player' | 'staff' | 'admin', editor = false) {
  const name = `content_${role}_${Date.now().toString(36)}${(counter++).toString(36)}`;
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  if (editor)
    await app.database.db.insert(staffPermissions).values({ user_id: user!.id, permission: 'editor' });
  const { token } = await createSession(app.deps, user!.id);
  const browser = app.browser();
  browser.cookies.set('session', token);
  return { id: user!.id, name, browser };
}

const put = <T>(browser: TestBrowser, path: string, body: unknown) =>
  browser.json<T>(path, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function publicBlock(page: string, key: string) {
  const res = await app.browser().json(`/api/content/${page}`);
  expect(res.status).toBe(200);
  const block = expectContract(pageContentResponse, res.body).blocks.find((b) => b.key === key);
  if (!block) throw new Error(`no block ${key}`);
  return block;
}

async function editorBlock(browser: TestBrowser, key: string) {
  const res = await browser.json(`/api/staff/content/blocks/${key}`);
  expect(res.status).toBe(200);
  return expectContract(contentBlockResponse, res.body);
}

/** Tests that write take a block of their own, so they pass alone and in any order. */
const ENFORCEMENT = 'server-rules/enforcement';

describe('page texts as the spec wrote them', () => {
  it('every block has its first text, and the rules page shows the spec’s words', async () => {
    expect(blocksWithoutDefault()).toEqual([]);
    const rule = await publicBlock('server-rules', 'server-rules/rule-1');
    expect(rule.title).toBe('Respect everyone');
    expect(rule.html).toBe(
      '<p>Treat players and staff the way you want to be treated, win or lose.</p><ul><li>No harassment, hate speech, slurs or threats, in chat, in battle or in DMs.</li><li>Banter is fine; bullying someone after a loss is not.</li></ul>',
    );
    const intro = await publicBlock('server-rules', 'server-rules/intro');
    expect(intro.html).toContain('Six rules that keep CobbleClash fair and friendly.');
  });

  it('the wiki states the shared numbers, and its commands table keeps <name> as text', async () => {
    const gyms = await publicBlock('wiki', 'wiki/gyms-pvp');
    expect(gyms.html).toContain('everyone starts with 1 Gym Token');
    expect(gyms.html).toContain('use the level 50 cap');
    const commands = await publicBlock('wiki', 'wiki/commands');
    expect(commands.html).toContain('<th scope="col">Command</th>');
    expect(commands.html).toContain('<code>/warps, /warp &lt;name&gt;</code>');
    const unknown = await app.browser().json<Failure>('/api/content/nowhere');
    expect(unknown.status).toBe(404);
  });
});

describe('stored XSS probes find nothing', () => {
  const PROBES = [
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '<svg onload=alert(1)></svg>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<a href="javascript:alert(1)" onclick="alert(1)">raw</a>',
    '[click](javascript:alert(1))',
    '[click](JAVASCRIPT:alert(1))',
    '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[click](vbscript:msgbox(1))',
    '[click](//evil.example/steal)',
    '[a"onmouseover="alert(1)](https://ok.example/"onmouseover="alert(1))',
    '**<b onmouseover=alert(1)>bold</b>**',
    '`</code><script>alert(1)</script>`',
    '| <script>x</script> | b |\n| --- | --- |\n| [x](javascript:alert(1)) | <img src=x onerror=alert(1)> |',
    '<!-- comment --><style>body{display:none}</style>',
  ];

  /** No element or attribute that can run script survives: only text that reads like it. */
  function expectInert(html: string) {
    expect(html).not.toMatch(/<(script|img|svg|iframe|style|b)\b/i);
    expect(html).not.toMatch(/<[^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/href="(?!\/[^/]|https:\/\/|#)/i);
    expect(html).not.toMatch(/<!--/);
    for (const anchor of html.match(/<a [^>]*target="_blank"[^>]*>/g) ?? []) {
      expect(anchor).toContain('rel="noopener noreferrer"');
    }
  }

  it('written straight into the database, they reach the public page and the console inert', async () => {
    const editor = await account('staff', true);
    const key = 'wiki/berries';
    await app.database.db
      .insert(contentBlocks)
      .values({ key, title: '', body: PROBES.join('\n\n'), revision_id: 999_999 })
      .onConflictDoUpdate({
        target: contentBlocks.key,
        set: { body: PROBES.join('\n\n'), revision_id: 999_999 },
      });
    const shown = await publicBlock('wiki', key);
    expectInert(shown.html);
    expect(shown.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const console = await editorBlock(editor.browser, key);
    expectInert(console.block.html);
  });

  it('the preview renders them inert and names each as a problem; a save of them is refused', async () => {
    const editor = await account('staff', true);
    for (const probe of PROBES) {
      const res = await editor.browser.post('/api/staff/content/preview', { body: probe });
      expect(res.status).toBe(200);
      const preview = expectContract(contentPreviewResponse, res.body);
      expectInert(preview.html);
      // Inside backticks HTML is code to show (`<name>`), not a problem.
      if (!probe.startsWith('`')) expect(preview.problems.length, probe).toBeGreaterThan(0);
    }
    const before = await editorBlock(editor.browser, ENFORCEMENT);
    const refused = await put<Failure>(editor.browser, `/api/staff/content/blocks/${ENFORCEMENT}`, {
      title: 'Enforcement',
      body: '[appeal](javascript:alert(1))',
      base_revision: before.block.revision_id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.body?.[0]).toMatch(/not a link this site allows/);
    expect((await editorBlock(editor.browser, ENFORCEMENT)).revisions).toEqual(before.revisions);
  });
});

describe('the editor', () => {
  it('only editors and admins write; visitors 401, players and plain staff 403', async () => {
    const key = 'server-rules/rule-5';
    const body = { title: 'No spam', body: 'Keep chat readable.', base_revision: null };
    const visitor = await put<Failure>(app.browser(), `/api/staff/content/blocks/${key}`, body);
    expect(visitor.status).toBe(401);
    const player = await account('player');
    expect((await put(player.browser, `/api/staff/content/blocks/${key}`, body)).status).toBe(403);
    expect((await player.browser.json('/api/staff/content')).status).toBe(403);
    const staff = await account('staff');
    const list = expectContract(contentBlocksResponse, (await staff.browser.json('/api/staff/content')).body);
    expect(list.can_edit).toBe(false);
    expect(list.blocks.map((b) => b.key)).toEqual(CONTENT_BLOCKS.map((b) => b.key));
    const refused = await put<Failure>(staff.browser, `/api/staff/content/blocks/${key}`, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/editors and admins/);
    expect((await staff.browser.post('/api/staff/content/preview', { body: 'x' })).status).toBe(403);
    expect((await publicBlock('server-rules', key)).title).toBe('No spam or advertising');
    const admin = await account('admin');
    const adminList = expectContract(
      contentBlocksResponse,
      (await admin.browser.json('/api/staff/content')).body,
    );
    expect(adminList.can_edit).toBe(true);
  });

  it('publishes a revision live, audited by name, with a readable diff; a stale editor gets 409; restore brings the first text back', async () => {
    const editor = await account('staff', true);
    const key = 'server-rules/rule-4';
    const first = await editorBlock(editor.browser, key);
    const original = first.block.body;
    const changedBody = original.replace('Ranked play only means something', 'Ranked play only counts');
    const saved = await put<ContentBlockResponse>(editor.browser, `/api/staff/content/blocks/${key}`, {
      title: 'Battle fairly, always',
      body: changedBody,
      base_revision: first.block.revision_id,
    });
    expect(saved.status).toBe(200);
    const after = expectContract(contentBlockResponse, saved.body);
    const [latest, seeded] = after.revisions;
    expect(latest!.author?.name).toBe(editor.name);
    expect(seeded!.author).toBeNull();
    expect(latest!.diff).toEqual([
      { op: 'remove', text: 'Title: Battle fairly' },
      { op: 'add', text: 'Title: Battle fairly, always' },
      { op: 'remove', text: 'Ranked play only means something if every result is earned.' },
      { op: 'add', text: 'Ranked play only counts if every result is earned.' },
      { op: 'same', text: '' },
    ]);
    const shown = await publicBlock('server-rules', key);
    expect(shown.title).toBe('Battle fairly, always');
    expect(shown.html).toContain('Ranked play only counts');

    const [audit] = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.target_id, key), eq(staffAuditLog.action, 'content.publish')));
    expect(audit).toMatchObject({
      actor_name: editor.name,
      target_type: 'content',
      after: { block: 'Server Rules: Rule 4', title: 'Battle fairly, always', revision: latest!.id },
    });

    const stale = await put<Failure>(editor.browser, `/api/staff/content/blocks/${key}`, {
      title: 'Battle fairly',
      body: 'Something else.',
      base_revision: first.block.revision_id,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('content_changed');

    const restored = await editor.browser.post<ContentBlockResponse>(
      `/api/staff/content/blocks/${key}/revisions/${seeded!.id}/restore`,
      {},
    );
    expect(restored.status).toBe(200);
    const back = expectContract(contentBlockResponse, restored.body);
    expect(back.block.body).toBe(original);
    expect(back.revisions[0]).toMatchObject({ restored_from: seeded!.id, author: { name: editor.name } });
    expect((await publicBlock('server-rules', key)).title).toBe('Battle fairly');
    const missing = await editor.browser.post(
      `/api/staff/content/blocks/${key}/revisions/999999999/restore`,
      {},
    );
    expect(missing.status).toBe(404);
  });

  it('refuses headings above ###, skipped levels, unknown pages and empty text, writing nothing', async () => {
    const editor = await account('admin');
    const key = 'wiki/training';
    const before = await editorBlock(editor.browser, key);
    for (const [body, message] of [
      ['## Too big', /Use ### or ####/],
      ['#### Skips a level', /skips a level/],
      ['See [the moon](/moon).', /not a page of this site/],
      ['   ', /cannot be empty/],
    ] as const) {
      const res = await put<Failure>(editor.browser, `/api/staff/content/blocks/${key}`, {
        title: '',
        body,
        base_revision: before.block.revision_id,
      });
      expect(res.status, body).toBe(400);
      expect(res.body.error.fields?.body?.[0]).toMatch(message);
    }
    const rows = await app.database.db.select().from(contentRevisions).where(eq(contentRevisions.key, key));
    expect(rows.length).toBe(before.revisions.length);
    expect(
      (
        await put(editor.browser, '/api/staff/content/blocks/wiki/ranks', {
          title: '',
          body: 'x',
          base_revision: null,
        })
      ).status,
    ).toBe(404);
  });
});

describe('the editor permission', () => {
  it('an admin gives it to a staff member (audited) and takes it back; players must be staff first', async () => {
    const admin = await account('admin');
    const staff = await account('staff');
    const player = await account('player');
    const grant = (id: string, granted: boolean) =>
      admin.browser.post<{ member: { editor: boolean } }>(`/api/staff/members/${id}/permissions`, {
        permission: 'editor',
        granted,
      });
    expect(
      (
        await staff.browser.post(`/api/staff/members/${staff.id}/permissions`, {
          permission: 'editor',
          granted: true,
        })
      ).status,
    ).toBe(403);
    expect((await grant(player.id, true)).status).toBe(409);
    const granted = await grant(staff.id, true);
    expect(granted.status).toBe(200);
    expect(granted.body.member.editor).toBe(true);
    const list = expectContract(contentBlocksResponse, (await staff.browser.json('/api/staff/content')).body);
    expect(list.can_edit).toBe(true);
    const [audit] = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.target_id, staff.id), eq(staffAuditLog.action, 'member.permission')));
    expect(audit).toMatchObject({
      actor_name: admin.name,
      after: { editor: true, discord_username: staff.name },
    });
    expect((await grant(staff.id, false)).body.member.editor).toBe(false);
    const refused = await staff.browser.post('/api/staff/content/preview', { body: 'x' });
    expect(refused.status).toBe(403);
  });
});

describe('the rendered-HTML cache', () => {
  it('shows a revision as its body says, even where another database rendered that revision number first', async () => {
    // Test files share their process: another file's database can hold the same revision number
    // of the same block with another text, and the cache must not answer with that one's HTML.
    const key = 'wiki/warping';
    const write = (body: string) =>
      app.database.db
        .insert(contentBlocks)
        .values({ key, title: '', body, revision_id: 999_998 })
        .onConflictDoUpdate({ target: contentBlocks.key, set: { body, revision_id: 999_998 } });
    await write('Warps cost **first** fees.');
    expect((await publicBlock('wiki', key)).html).toContain('<strong>first</strong>');
    await write('Warps cost **second** fees.');
    const shown = await publicBlock('wiki', key);
    expect(shown.html).toContain('<strong>second</strong>');
    expect(shown.html).not.toContain('first');
  });
});
