import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusReport } from '../../../shared/status/status';
import { miniatureSiteBuild, type SiteBuild } from '../../test/site-build';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { STATUS_PAINT_SECONDS } from './first-paint';

let app: TestApp & TestBrowser;
let build: SiteBuild;
let now = Date.parse('2026-11-28T12:00:00Z');

beforeAll(async () => {
  build = miniatureSiteBuild();
  app = await createTestApp({ STATIC_DIR: build.dir });
  app.deps.now = () => new Date(now);
});
afterAll(async () => {
  await app?.close();
  build?.remove();
});

/** The HTML of the status page and the report its first paint was drawn with. */
const statusPage = async () => {
  const html = await (await app.request('/status-page')).text();
  const data = /<script id="page-data" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const [report] = JSON.parse(data ?? '[]') as { data: StatusReport }[];
  return { html, report: report?.data };
};

describe("the status page's first paint", () => {
  it('is drawn from one measurement for a few seconds, then measured again', async () => {
    const first = await statusPage();
    expect(first.report?.checked_at).toBe(new Date(now).toISOString());

    // Within the period: the same measurement, so the same paint, byte for byte.
    now += (STATUS_PAINT_SECONDS - 1) * 1000;
    const second = await statusPage();
    expect(second.report?.checked_at).toBe(first.report?.checked_at);
    expect(second.html).toBe(first.html);

    now += 1000;
    const third = await statusPage();
    expect(third.report?.checked_at).toBe(new Date(now).toISOString());
  });
});
