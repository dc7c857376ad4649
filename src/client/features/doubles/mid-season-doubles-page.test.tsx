import type { DoublesTournament } from '@shared/doubles/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import MidSeasonDoublesPage from './mid-season-doubles-page';
import { doublesTournamentQuery } from './use-doubles';

function render(tournament: DoublesTournament | undefined): string {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  if (tournament) client.setQueryData(doublesTournamentQuery.queryKey, { tournament });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/mid-season-doubles']}>
        <MidSeasonDoublesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cup = (starts_at: string, check_in_opens_at: string, cap: number): DoublesTournament => ({
  name: 'Mid-Season Doubles Showdown',
  status: 'open',
  starts_at,
  registration_closes_at: starts_at,
  check_in_opens_at,
  registration_opens_at: null,
  registration_open: true,
  cap,
  registered: 3,
  cancel_reason: null,
});

/** What Format and Rules gives as the player cap. */
const playerCap = (html: string) => /<dt[^>]*>Player cap<\/dt><dd[^>]*>([^<]*)<\/dd>/.exec(html)?.[1];

describe('the doubles page facts', () => {
  it("keeps the spec's words for the seeded cup", () => {
    const html = render(cup('2025-11-15T19:00:00.000Z', '2025-11-15T18:30:00.000Z', 16));
    expect(html).toContain('13:30 EST (30 minutes before)');
    expect(html).toContain('16 teams');
    expect(playerCap(html)).toBe('16');
  });

  it('follows the times and cap staff set', () => {
    const html = render(cup('2025-11-15T23:00:00.000Z', '2025-11-15T22:15:00.000Z', 12));
    expect(html).toContain('17:15 EST (45 minutes before)');
    expect(html).toContain('12 teams');
    expect(html).not.toContain('16 teams');
    expect(playerCap(html)).toBe('12');
  });

  it('states no player cap before the cup is read', () => {
    const html = render(undefined);
    expect(playerCap(html)).toBe('—');
    expect(html).not.toMatch(/\d+ teams/);
  });
});

describe('the doubles page of a cancelled cup', () => {
  it('says so at the top with the reason staff gave, as the singles cups do', () => {
    const open = cup('2025-11-15T19:00:00.000Z', '2025-11-15T18:30:00.000Z', 16);
    expect(render(open)).not.toContain('This tournament was cancelled.');
    const html = render({ ...open, status: 'cancelled', cancel_reason: 'The arena is being rebuilt.' });
    expect(html).toContain('<strong>This tournament was cancelled.</strong> The arena is being rebuilt.');
    expect(html.indexOf('This tournament was cancelled.')).toBeLessThan(html.indexOf('Check-in'));
  });
});
