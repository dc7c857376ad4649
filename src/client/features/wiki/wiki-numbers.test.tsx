import { BATTLE_PASS_LEVELS } from '@shared/shop/battle-pass';
import { type CatalogItem, formatUsd } from '@shared/shop/catalog';
import { CATALOG_QUERY_KEY } from '@shared/shop/catalog-api';
import { RANK_PLANS } from '@shared/shop/ranks';
import { CATALOG } from '@shared/shop/seed-catalog';
import type { VotePageResponse } from '@shared/vote/types';
import { VOTE_CRATE_REWARDS, VOTE_PARTY } from '@shared/vote/vote-info';
import { WIKI_SECTIONS } from '@shared/wiki/sections';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import { voteQuery } from '../vote';
import WikiPage from './wiki-page';

/** The wiki as its first paint draws it, with the catalog the server hands the page (its data). */
function renderWiki(items: readonly CatalogItem[], vote?: VotePageResponse): string {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  client.setQueryData([...CATALOG_QUERY_KEY], { items });
  if (vote) client.setQueryData(voteQuery.queryKey, vote);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/wiki']}>
        <WikiPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The sections drawn from the catalog; the others are content, whose numbers content.test.ts checks.
// The seed's catalog stands for the database's here.
const html = renderWiki(CATALOG.filter((i) => i.active));
const text = html
  .replace(/<[^>]+>/g, ' ')
  .replace(/&amp;/g, '&')
  .replace(/&#x27;|&#39;/g, "'")
  .replace(/\s+/g, ' ');

/** The text of one rank's table row. */
function rankRow(id: string): string {
  const match = new RegExp(`<tr[^>]*data-rank="${id}"[^>]*>(.*?)</tr>`).exec(html);
  if (!match) throw new Error(`no row for ${id}`);
  return match[1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('wiki numbers', () => {
  it('has the 17 sections, each with its anchor, and the EV Editor Policy anchor', () => {
    expect(WIKI_SECTIONS).toHaveLength(17);
    for (const s of WIKI_SECTIONS) expect(html).toContain(`id="${s.id}"`);
    expect(html).toContain('id="ranks"');
    expect(html).toContain('id="ev-editor-policy"');
    expect(html).toContain('href="/spawn-atlas"');
  });

  it('shows only prices that the catalog sells', () => {
    const sold = new Set(CATALOG.filter((i) => i.active).map((i) => formatUsd(i.unit_amount_cents)));
    const shown = text.match(/\$\d[\d,]*\.\d{2}/g) ?? [];
    expect(shown.length).toBeGreaterThan(8);
    for (const price of shown) expect(sold, price).toContain(price);
  });

  it.each(RANK_PLANS.map((p) => [p.name, p] as const))(
    'shows the %s rank exactly as the catalog has it',
    (_, plan) => {
      const row = rankRow(plan.id);
      expect(row).toContain(formatUsd(plan.monthlyCents));
      expect(row).toContain(formatUsd(plan.annualCents));
      expect(row).toContain(`+${plan.perks.claimBlocks.toLocaleString('en-US')}`);
      expect(row).toContain(`+${plan.perks.extraHomes}`);
      expect(row).toContain(`${plan.perks.shinyBoostMinutes} min at ${plan.perks.shinyBoostMultiplier}x`);
      const cells = row.trim().split(' ');
      expect(cells).toContain(String(plan.perks.monthlyGymTokens));
      expect(cells).toContain(String(plan.perks.monthlyCosmeticKeys));
    },
  );

  it('follows the database catalog, not the built-in one: a changed price shows as changed', () => {
    const repriced = CATALOG.filter((i) => i.active).map((i) =>
      i.id === 'battle-pass' || i.id === 'rank-elite-monthly' ? { ...i, unit_amount_cents: 1234 } : i,
    );
    const changed = renderWiki(repriced);
    expect(changed).toContain('Premium Battle Pass ($12.34');
    expect(/<tr[^>]*data-rank="elite"[^>]*>(.*?)<\/tr>/.exec(changed)?.[1]).toContain('$12.34');
    // Before the catalog has arrived, no price is made up.
    const empty = renderWiki([]);
    expect(empty.includes('Premium Battle Pass (in the')).toBe(true);
    expect(/<tr[^>]*data-rank="elite"[^>]*>(.*?)<\/tr>/.exec(empty)?.[1]).not.toMatch(/\$\d/);
  });

  it("agrees with the spec's rank prices and perk numbers", () => {
    expect(RANK_PLANS.map((p) => formatUsd(p.monthlyCents))).toEqual(['$4.99', '$7.99', '$12.99', '$19.99']);
    expect(RANK_PLANS.map((p) => p.perks.claimBlocks)).toEqual([500, 1000, 1500, 2000]);
    expect(RANK_PLANS.map((p) => p.perks.shinyBoostMultiplier)).toEqual([10, 10, 10, 15]);
    for (const cmd of [
      '/healpokemon',
      '/enderchest',
      '/pc',
      '/checkspawn',
      '/fly',
      'remote storage',
      'EV Edit',
    ])
      expect(text).toContain(cmd);
  });

  it('states the battle pass and vote numbers from their shared sources', () => {
    const pass = CATALOG.find((i) => i.id === 'battle-pass')!;
    expect(text).toContain(`${BATTLE_PASS_LEVELS} tiers`);
    expect(text).toContain(`Premium Battle Pass (${formatUsd(pass.unit_amount_cents)}`);
    for (const r of VOTE_CRATE_REWARDS) expect(text).toContain(`${r.reward}: ${r.chance}%`);
    expect(text).toContain(`Every ${VOTE_PARTY.threshold} votes`);
  });

  it("names the vote party goal the admins set, once the vote page's answer is known", () => {
    const party = { votes: 120, threshold: 750, last_party_at: null, updated_at: null };
    const changed = renderWiki(
      CATALOG.filter((i) => i.active),
      { sites: [], party },
    );
    expect(changed).toContain('Every 750 votes start a vote party');
    expect(changed).not.toContain(`Every ${VOTE_PARTY.threshold} votes`);
  });
});
