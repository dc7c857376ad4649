import { applyResult, type BracketMatch, type Draw, planBracket } from '@shared/tournaments/bracket';
import type { BracketResponse } from '@shared/tournaments/bracket-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import TournamentBracketPage, { BRACKET_LIVE_TOPICS } from './bracket-page';
import { bracketQuery } from './bracket-queries';
import { tournamentKeys } from './query-keys';

const SLUG = 'test-cup';
const first: Draw = (pool) => pool[0]!;

function render(prepare: (client: QueryClient) => void = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  prepare(client);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/tournament-bracket?t=${SLUG}`]}>
        <TournamentBracketPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const registrations = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `r${i + 1}`,
    minecraft_username: `Trainer${i + 1}`,
    registration_slot: i + 1,
  }));

function answer(
  n: number,
  matches: BracketMatch[],
  seeding: Pick<BracketResponse, 'seeds'> & { mode: 'signup' | 'rating' | null } = { mode: null, seeds: [] },
): BracketResponse {
  return {
    // 21:00 UTC is 16:00 EST.
    tournament: {
      slug: SLUG,
      name: 'Test Cup',
      cap: 16,
      starts_at: '2025-10-04T21:00:00.000Z',
      status: 'live',
      seeding: seeding.mode,
    },
    registrations: registrations(n),
    seeds: seeding.seeds,
    matches: matches.map((m) => ({ ...m, id: `m${m.round_number}-${m.match_number}` })),
  };
}

const withAnswer = (body: BracketResponse) => (client: QueryClient) =>
  client.setQueryData(bracketQuery(SLUG).queryKey, body);

const ids = (n: number) => registrations(n).map((r) => r.id);
const win = (winner: string): Parameters<typeof applyResult>[2] => ({
  games_won_p1: 2,
  games_won_p2: 1,
  winner_id: winner,
  status: 'completed',
});
const count = (html: string, text: string) => html.split(text).length - 1;

describe('the bracket page', () => {
  // Test files share their modules (vitest.config.ts), so the hook's arguments are read from the
  // page's own list rather than from a mocked module another file may have loaded unmocked.
  it('follows the topics of both formats’ sign-ups and matches', () => {
    // A doubles cup's teams sign up and change only on their own topic.
    expect(BRACKET_LIVE_TOPICS).toEqual(
      expect.arrayContaining([
        'tournaments',
        'tournament_registrations',
        'doubles_registrations',
        'tournament_matches',
      ]),
    );
  });

  it('shows the spinner while loading', () => {
    expect(render()).toContain('Loading tournament bracket...');
  });

  it('before the draw: the header count, date and time, seed cards and open slots up to the cap', () => {
    const html = render(withAnswer(answer(3, [])));
    expect(html).toContain('Test Cup');
    expect(html).toContain('3 / 16');
    expect(html).toContain('Saturday October 4, 2025');
    expect(html).toContain('16:00 EST');
    expect(html).toContain('Bracket Generation Pending');
    expect(html).toContain('Seed #1');
    expect(html).toContain('Trainer3');
    expect(count(html, 'Open Slot')).toBe(13);
  });

  it('after the draw: groups, Redemption Road, semifinals and the final, with badges and the winner row', () => {
    let matches = planBracket(ids(12), first);
    matches = applyResult(matches, { round: 1, match: 1 }, win('r1'), first);
    matches = applyResult(
      matches,
      { round: 1, match: 2 },
      { games_won_p1: 1, games_won_p2: 0, winner_id: null, status: 'in_progress' },
      first,
    );
    const html = render(withAnswer(answer(12, matches)));
    for (const text of [
      'Group A',
      'Group B',
      'Group C',
      'Group Stage - Semifinals',
      'Group Stage - Finals',
    ]) {
      expect(html).toContain(text);
    }
    for (const text of ['Redemption Road', 'Winner TBD', 'Tournament Semifinals', 'Grand Final']) {
      expect(html).toContain(text);
    }
    expect(count(html, 'Semifinal 1')).toBe(4); // one per group, and the first tournament semifinal
    expect(html).toContain('in progress');
    expect(html).toContain('completed');
    expect(html).toContain('(winner)');
    expect(html).toContain('TBD');
    expect(html).not.toContain('Bracket Generation Pending');
    expect(html).not.toContain('Tournament Champion');
  });

  it("shows each player's seed and, per match, both chances from the ratings at the draw", () => {
    // Seeded by rating: r2 (1200) first, r1 (1000) second, r3 unrated third.
    const seeds = [
      { registration_id: 'r2', seed: 1, rating: 1200 },
      { registration_id: 'r1', seed: 2, rating: 1000 },
      { registration_id: 'r3', seed: 3, rating: null },
    ];
    const matches = planBracket(['r2', 'r1', 'r3'], first);
    const html = render(withAnswer(answer(3, matches, { mode: 'rating', seeds })));
    expect(html).toContain('Seeded by ladder rating');
    for (const seed of ['Seed 1', 'Seed 2', 'Seed 3']) expect(html).toContain(seed);
    // Seeds 1 and 2 meet in the first tournament semifinal: 1200 v 1000 is 76% to 24%.
    expect(html).toContain('76%<span class="sr-only"> chance to win</span>');
    expect(html).toContain('24%<span class="sr-only"> chance to win</span>');
    // Nobody's chance is shown against the unrated player.
    expect(count(html, 'chance to win')).toBe(2);
  });

  it('crowns the champion once the grand final is completed', () => {
    let matches = planBracket(ids(2), first);
    matches = applyResult(matches, { round: 4, match: 1 }, win('r2'), first);
    const html = render(withAnswer(answer(2, matches)));
    expect(html).toContain('Tournament Champion');
    expect(html).toMatch(/Tournament Champion<\/h2><p[^>]*>Trainer2</);
    expect(html).toContain('Bye');
  });

  it('clears the matches when loading fails, keeping the players it had', () => {
    const html = render((client) => {
      // The factory's plain key: build() wants one without the typed tag queryOptions() puts on it.
      const query = client.getQueryCache().build(client, { queryKey: tournamentKeys.bracket(SLUG) });
      query.setState({
        status: 'error',
        error: new Error('offline'),
        fetchStatus: 'idle',
        data: answer(12, planBracket(ids(12), first)),
      });
    });
    expect(html).toContain('Bracket Generation Pending');
    expect(html).toContain('Trainer12');
    expect(count(html, 'Open Slot')).toBe(4);
  });
});
