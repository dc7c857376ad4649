import type { DoublesTournament } from '@shared/doubles/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import MidSeasonDoublesPage from './mid-season-doubles-page';
import { doublesTournamentQuery } from './use-doubles';

function render(tournament: DoublesTournament): string {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  client.setQueryData(doublesTournamentQuery.queryKey, { tournament });
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
});

describe('the doubles page facts', () => {
  it("keeps the spec's words for the seeded cup", () => {
    const html = render(cup('2025-11-15T19:00:00.000Z', '2025-11-15T18:30:00.000Z', 16));
    expect(html).toContain('13:30 EST (30 minutes before)');
    expect(html).toContain('16 teams');
  });

  it('follows the times and cap staff set', () => {
    const html = render(cup('2025-11-15T23:00:00.000Z', '2025-11-15T22:15:00.000Z', 12));
    expect(html).toContain('17:15 EST (45 minutes before)');
    expect(html).toContain('12 teams');
    expect(html).not.toContain('16 teams');
  });
});
