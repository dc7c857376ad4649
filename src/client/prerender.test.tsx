import { CATALOG_QUERY_KEY } from '@shared/shop/catalog-api';
import { CATALOG } from '@shared/shop/seed-catalog';
import { PAGE_ROUTES } from '@shared/site/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { configure, renderFirstPaint } from './prerender';

beforeAll(() => {
  configure({
    demoMode: true,
    discordInvite: 'https://discord.gg/example',
    skinRenderUrl: 'https://skins.example',
  });
});

describe("the server's first paint", () => {
  it.each(PAGE_ROUTES.map((route) => route.path))('renders %s with the site shell', async (path) => {
    const html = await renderFirstPaint(path);
    expect(html).toContain('Skip to content');
    expect(html).toContain('<main id="main"');
    expect(html).toContain('DEMO MODE');
    // Lazy parts are drawn, not left to inline scripts (which the CSP refuses) or the browser.
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<!--$!-->');
  });

  it('shows the pages their own content, not a blank', async () => {
    const home = (await renderFirstPaint('/'))?.replace(/<[^>]+>/g, '');
    expect(home).toContain('Competitive Cobblemon where skill wins');
    // The arena part is lazy: drawn once it has loaded, not left as a fallback for the browser.
    expect(home).toContain('Top 10 Trainers');
    // The shop pages draw the catalog the server puts in the page's data (the built-in seed here).
    const catalog = [{ queryKey: [...CATALOG_QUERY_KEY], data: { items: CATALOG.filter((i) => i.active) } }];
    const shop = await renderFirstPaint('/shop', catalog);
    expect(shop).toMatch(/<h1[^>]*>Shop<\/h1>/);
    expect(shop).toContain('2x Shiny Boost (30 Minutes)');
    expect(await renderFirstPaint('/ranks', catalog)).toContain('Elite');
    // The wiki's prices come from the same data: drawn in its first paint, not after a fetch.
    const wiki = (await renderFirstPaint('/wiki', catalog))?.replace(/<[^>]+>/g, '');
    expect(wiki).toContain('Premium Battle Pass ($9.99 in the shop');
  });
});
