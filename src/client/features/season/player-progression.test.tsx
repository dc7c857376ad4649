import { SEASON1_GYM_TYPES } from '@shared/bridge/season';
import { badgePercent, type SeasonPlayerProgress } from '@shared/season/progression';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { publicConfig } from '../../lib/public-config';
import { PlayerProgression } from './player-progression';
import { seasonKeys } from './query-keys';
import { seasonProgressionQuery } from './use-season-progression';

function render(prepare: (client: QueryClient) => void = () => {}) {
  // No refetch of a failed query on mount, so the error state renders as stored.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  prepare(client);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <PlayerProgression />
    </QueryClientProvider>,
  );
}

function player(name: string | null, earned: readonly string[], champion = false): SeasonPlayerProgress {
  return {
    uuid: `uuid-${name ?? 'unknown'}`,
    name,
    champion,
    badges: SEASON1_GYM_TYPES.map((type) => ({ type, earned: earned.includes(type) })),
    badge_count: earned.length,
    percent: badgePercent(earned.length),
  };
}

const withPlayers = (players: SeasonPlayerProgress[]) => (client: QueryClient) =>
  client.setQueryData(seasonProgressionQuery.queryKey, { players });

describe('Player Progression panel', () => {
  it('draws placeholder cards while loading', () => {
    const html = render();
    expect(html).toContain('Loading progression data…');
    expect(html).not.toContain('role="progressbar"');
  });

  it('says so when nobody has started', () => {
    expect(render(withPlayers([]))).toContain('No players have started Season 1 yet!');
  });

  it('shows the error text when loading failed', () => {
    const html = render((client) => {
      client
        .getQueryCache()
        .build(client, { queryKey: seasonKeys.progression() })
        .setState({ status: 'error', error: new Error('offline'), fetchStatus: 'idle' });
    });
    expect(html).toContain('Failed to load progression data');
    expect(html).toContain('role="alert"');
  });

  it('lists each player with head, name, champion tag, count, bar and nine badge slots', () => {
    const html = render(
      withPlayers([player('PixelPaladin', SEASON1_GYM_TYPES, true), player(null, ['fire', 'dark'])]),
    );
    expect(html).toContain('PixelPaladin');
    expect(html.match(/CHAMPION/g)).toHaveLength(1);
    expect(html).toContain('9 of 9 badges');
    // The configured skin service, whatever a first-paint render earlier in this process set it to.
    expect(html).toContain(`${publicConfig.skinRenderUrl}/avatar/PixelPaladin/100`);
    // A player the site cannot name: the spec's stand-ins for the name and the head.
    expect(html).toContain('Unknown Player');
    expect(html).toContain('/avatar/Steve/100');
    expect(html).toContain('2 of 9 badges');
    expect(html).toContain('aria-valuenow="22"');
    expect(html).toContain('style="width:22.22222222222222%');
    expect(html).toContain('aria-label="Fire Badge - Earned"');
    expect(html).toContain('aria-label="Water Badge"');
    expect(html.match(/role="img" aria-label="[A-Za-z]+ Badge/g)).toHaveLength(18);
  });
});
