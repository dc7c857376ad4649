import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';

let app: TestApp & TestBrowser;
let document: { paths: Record<string, Record<string, { operationId?: string }>> };

beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: 'https://play.cobbleclash.test' });
  document = await (await app.rawRequest('/api/game/v1/openapi.json')).json();
});
afterAll(() => app?.close());

describe('the bridge OpenAPI document', () => {
  it("documents exactly the bridge's mounted routes, each with its own operationId", () => {
    const mounted = app.app.routes
      .filter(
        (r) => r.path.startsWith('/api/game/v1/') && r.method !== 'ALL' && !r.path.endsWith('/openapi.json'),
      )
      .map((r) => `${r.method} ${r.path.slice('/api/game/v1'.length).replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(mounted);
    expect(documented).toContain('POST /deliveries/{id}/ack');
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a call's own words for a common refusal: the link's per-player attempt limit", () => {
    const responses = (path: string) =>
      (document.paths[path]!.post as unknown as { responses: Record<string, { description: string }> })
        .responses;
    expect(responses('/link/complete')['429']?.description).toContain(
      'Too many attempts for this Minecraft account',
    );
    expect(responses('/matches')['429']?.description).toBe(
      'Rate limit for this server exceeded; retry after a minute.',
    );
  });

  it("passes Redocly's recommended lint rules with no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: '/openapi.json',
      config,
    });
    expect(problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });
});
