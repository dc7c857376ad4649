import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AtlasDryRunResponse,
  type AtlasImportsResponse,
  atlasDryRunResponse,
  atlasImportsResponse,
} from '../../../../shared/atlas/console/api';
import type { AtlasResponse } from '../../../../shared/atlas/types';
import { atlasImports, staffAuditLog, users } from '../../../db/schema';
import { expectContract } from '../../../test/contract';
import { createTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';
import { deflatedZeros, zipBuffer } from '../../../test/write-zip';
import { createSession } from '../../auth';
import { SEED_ATLAS_ENTRIES } from '../seed-entries';
import { restoreAtlasImport, saveAtlasImport } from '../store';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const FIXTURE = path.resolve(repoRoot, '../shared/fixtures/cobblemon-datapack');
const POOLS = 'data/cobblemon/spawn_pool_world';

/** The fixture's spawn pools zipped, without its presets: Cobblemon's own are built in. */
function fixtureZip(only?: string[]): Buffer {
  const names = fs.readdirSync(path.join(FIXTURE, POOLS)).filter((n) => !only || only.includes(n));
  return zipBuffer(
    names.map((name) => ({
      name: `${POOLS}/${name}`,
      data: fs.readFileSync(path.join(FIXTURE, POOLS, name)),
    })),
  );
}

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Failure = { error: { code: string; message: string } };

let counter = 0;
async function account(role: 'player' | 'staff' | 'admin', on: TestApp & TestBrowser = app) {
  const name = `atlas_${role}_${Date.now().toString(36)}${(counter++).toString(36)}`;
  const [user] = await on.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  const { token } = await createSession(on.deps, user!.id);
  const browser = on.browser();
  browser.cookies.set('session', token);
  return { id: user!.id, name, browser };
}

const send = <T>(browser: TestBrowser, url: string, body: Buffer | string, name = 'pack.zip') =>
  browser.json<T>(url, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
    body: new Uint8Array(typeof body === 'string' ? Buffer.from(body) : body),
  });

async function importCount(on: TestApp & TestBrowser) {
  return (await on.database.db.select({ id: atlasImports.id }).from(atlasImports)).length;
}

describe('who may import', () => {
  it('refuses visitors (401), players and staff who are not admins (403), before reading the pack', async () => {
    const zip = fixtureZip(['0001_bulbasaur.json']);
    for (const url of ['/api/staff/atlas/imports/dry-run', '/api/staff/atlas/imports']) {
      expect((await send<Failure>(app.browser(), url, zip)).status).toBe(401);
      for (const role of ['player', 'staff'] as const) {
        const { browser } = await account(role);
        const refused = await send<Failure>(browser, url, zip);
        expect(refused.status).toBe(403);
        expect(refused.body.error.message).toBe('Only admins can import the spawn atlas.');
      }
    }
    const staff = await account('staff');
    expect((await staff.browser.json('/api/staff/atlas/imports')).status).toBe(403);
    expect((await app.browser().json('/api/staff/atlas/imports')).status).toBe(401);
    const restore = await staff.browser.json(
      '/api/staff/atlas/imports/00000000-0000-4000-8000-000000000000/restore',
      {
        method: 'POST',
      },
    );
    expect(restore.status).toBe(403);
  });
});

describe('refused packs write nothing', () => {
  it('answers a clear 4xx for a bad zip, an oversized file, too many entries, a link and no spawns', async () => {
    const fresh = await createTestApp();
    try {
      const { browser } = await account('admin', fresh);
      const cases: [Buffer | string, number, RegExp][] = [
        ['this is not a zip', 422, /not a readable zip/],
        ['', 400, /Choose a datapack/],
        [
          zipBuffer([{ name: `${POOLS}/bomb.json`, data: deflatedZeros(65), statedSize: 1024 }]),
          413,
          /bomb\.json is larger than 64 MiB unpacked/,
        ],
        [
          zipBuffer(Array.from({ length: 20_001 }, (_, i) => ({ name: `junk/${i}.txt`, data: '' }))),
          413,
          /more than 20,000 files and folders/,
        ],
        [
          zipBuffer([
            {
              name: `${POOLS}/0001_bulbasaur.json`,
              data: fs.readFileSync(path.join(FIXTURE, POOLS, '0001_bulbasaur.json')),
            },
            { name: `${POOLS}/leak.json`, data: '/etc/passwd', mode: 0o120777 },
          ]),
          422,
          /leak\.json is a symbolic link/,
        ],
        [zipBuffer([{ name: 'pack.mcmeta', data: '{}' }]), 422, /no spawn pools/],
      ];
      for (const [body, status, message] of cases) {
        for (const url of ['/api/staff/atlas/imports/dry-run', '/api/staff/atlas/imports']) {
          const refused = await send<Failure>(browser, url, body);
          expect(refused.status, `${url} ${message}`).toBe(status);
          expect(refused.body.error.message).toMatch(message);
        }
      }
      expect(await importCount(fresh)).toBe(0);
      expect((await fresh.browser().json<AtlasResponse>('/api/atlas')).body.source).toBe('seed');
    } finally {
      await fresh.close();
    }
  }, 60_000);
});

describe('dry run, publish and restore', () => {
  it('reports the pack with Cobblemon presets resolved and writes nothing', async () => {
    const fresh = await createTestApp();
    try {
      const { browser } = await account('admin', fresh);
      const dry = await send<AtlasDryRunResponse>(
        browser,
        '/api/staff/atlas/imports/dry-run',
        fixtureZip(),
        'my pack.zip',
      );
      expect(dry.status).toBe(200);
      const { source_name, report } = expectContract(atlasDryRunResponse, dry.body);
      expect(source_name).toBe('my pack.zip');
      expect(report).toMatchObject({ files: 18, spawns: 56, species: 18, skipped: 0, problems: [] });
      expect(report.species_list.map((s) => s.name)).toContain('Bulbasaur');
      expect(report.presets.find((p) => p.name === 'natural')).toMatchObject({ source: 'cobblemon' });
      expect(report.ignored_fields.map((f) => f.field)).toContain('drops');
      expect(await importCount(fresh)).toBe(0);
      expect((await fresh.browser().json<AtlasResponse>('/api/atlas')).body.source).toBe('seed');
    } finally {
      await fresh.close();
    }
  });

  it('publishes an import the atlas serves, audited by name, and restores an earlier one', async () => {
    const admin = await account('admin');
    const first = await send<AtlasImportsResponse>(
      admin.browser,
      '/api/staff/atlas/imports',
      fixtureZip(['0001_bulbasaur.json', '0004_charmander.json']),
      `first-${admin.name}.zip`,
    );
    expect(first.status).toBe(201);
    const firstRow = expectContract(atlasImportsResponse, first.body).imports.find(
      (i) => i.source_name === `first-${admin.name}.zip`,
    )!;
    expect(firstRow).toMatchObject({ current: true, species: 2, imported_by: admin.name });
    expect((await app.browser().json<AtlasResponse>('/api/atlas')).body.entries.map((e) => e.name)).toEqual([
      'Bulbasaur',
      'Charmander',
    ]);

    const second = await send<AtlasImportsResponse>(
      admin.browser,
      '/api/staff/atlas/imports',
      fixtureZip(['0129_magikarp.json']),
      `second-${admin.name}.zip`,
    );
    expect(second.body.imports.find((i) => i.current)!.source_name).toBe(`second-${admin.name}.zip`);
    expect((await app.browser().json<AtlasResponse>('/api/atlas')).body.entries.map((e) => e.name)).toEqual([
      'Magikarp',
    ]);

    const restored = await admin.browser.json<AtlasImportsResponse>(
      `/api/staff/atlas/imports/${firstRow.id}/restore`,
      { method: 'POST' },
    );
    expect(restored.status).toBe(200);
    expect(restored.body.imports.find((i) => i.current)!.id).toBe(firstRow.id);
    expect((await app.browser().json<AtlasResponse>('/api/atlas')).body.entries.map((e) => e.name)).toEqual([
      'Bulbasaur',
      'Charmander',
    ]);

    const audit = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.actor_user_id, admin.id), eq(staffAuditLog.target_type, 'atlas')));
    expect(audit.map((a) => a.action).sort()).toEqual(['atlas.publish', 'atlas.publish', 'atlas.restore']);
    const restoreEntry = audit.find((a) => a.action === 'atlas.restore')!;
    expect(restoreEntry.after).toMatchObject({
      pack: expect.stringContaining(`first-${admin.name}.zip (imported `),
    });
    expect(restoreEntry.before).toMatchObject({ pack: expect.stringContaining(`second-${admin.name}.zip`) });

    const missing = await admin.browser.json<Failure>(
      '/api/staff/atlas/imports/00000000-0000-4000-8000-000000000000/restore',
      { method: 'POST' },
    );
    expect(missing.status).toBe(404);
  });

  it('restores at the database’s time, as a publish is stamped, not the app’s', async () => {
    const admin = await account('admin');
    const id = await saveAtlasImport(app.database.db, {
      source_name: `clock-${admin.name}.zip`,
      entries: [],
      files: 0,
      spawns: 0,
      skipped: 0,
    });
    // Inside one transaction the database's now() stays the transaction's start; rolled back after.
    let started = '';
    let stamped = '';
    const rolledBack = new Error('rolled back');
    const stamps = app.database.db.transaction(async (tx) => {
      const [read] = await tx
        .select({ now: sql<string>`now()::text` })
        .from(atlasImports)
        .where(eq(atlasImports.id, id));
      started = read!.now;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await restoreAtlasImport(tx, { id: admin.id, discord_username: admin.name }, id);
      const [row] = await tx
        .select({ at: sql<string>`${atlasImports.published_at}::text` })
        .from(atlasImports)
        .where(eq(atlasImports.id, id));
      stamped = row!.at;
      throw rolledBack;
    });
    await expect(stamps).rejects.toBe(rolledBack);
    expect(stamped).toBe(started);
  });

  it('serves the later of two publishes, or of a publish and a restore, stamped with one instant', async () => {
    // A database of its own: the import served is the one published last of all.
    const fresh = await createTestApp();
    try {
      const admin = await account('admin', fresh);
      const { db } = fresh.database;
      const pack = (name: string) => ({
        source_name: `${name}.zip`,
        entries: [{ ...SEED_ATLAS_ENTRIES[0]!, id: name.toLowerCase(), name }],
        files: 1,
        spawns: 1,
        skipped: 0,
      });
      const earlier = await saveAtlasImport(db, pack('Earlier'));
      const later = await saveAtlasImport(db, pack('Later'));
      const served = async () =>
        (await fresh.browser().json<AtlasResponse>('/api/atlas')).body.entries.map((e) => e.name);
      const current = async () =>
        expectContract(
          atlasImportsResponse,
          (await admin.browser.json('/api/staff/atlas/imports')).body,
        ).imports.find((i) => i.current)?.id;

      await db.update(atlasImports).set({ published_at: new Date('2026-11-28T12:00:00Z') });
      expect(await served()).toEqual(['Later']);
      expect(await current()).toBe(later);

      // A restore in the instant of the last publish: inside one transaction now() stays put.
      await db.transaction(async (tx) => {
        await tx.update(atlasImports).set({ published_at: sql`now()` }).where(eq(atlasImports.id, later));
        await restoreAtlasImport(tx, { id: admin.id, discord_username: admin.name }, earlier);
      });
      const stamps = await db.select({ at: atlasImports.published_at }).from(atlasImports);
      expect(new Set(stamps.map((s) => s.at.toISOString())).size).toBe(1);
      expect(await served()).toEqual(['Earlier']);
      expect(await current()).toBe(earlier);
    } finally {
      await fresh.close();
    }
  });
});
