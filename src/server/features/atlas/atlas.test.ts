import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AtlasResponse } from '../../../shared/atlas/types';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { SEED_ATLAS_ENTRIES } from './seed-entries';
import { saveAtlasImport } from './store';

let app: TestApp & TestBrowser;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/atlas', () => {
  it('serves the built-in atlas before any import', async () => {
    // A database of its own: other tests in this file import, in any order.
    const fresh = await createTestApp();
    try {
      const { status, body } = await fresh.json<AtlasResponse>('/api/atlas');
      expect(status).toBe(200);
      expect(body.source).toBe('seed');
      expect(body.entries).toHaveLength(SEED_ATLAS_ENTRIES.length);
    } finally {
      await fresh.close();
    }
  });

  it('serves the newest import once there is one', async () => {
    const entry = {
      ...SEED_ATLAS_ENTRIES[0]!,
      id: 'bulbasaur',
      name: 'Bulbasaur',
      category: 'Standard' as const,
    };
    await saveAtlasImport(app.database.db, {
      source_name: 'pack.zip',
      entries: [entry],
      files: 1,
      spawns: 1,
      skipped: 0,
    });
    const { body } = await app.json<AtlasResponse>('/api/atlas');
    expect(body.source).toBe('import');
    expect(body.entries.map((e) => e.name)).toEqual(['Bulbasaur']);
    expect(body.updated_at).toMatch(/^\d{4}-/);
  });
});
