import type { ArenaEvent } from '@shared/arena/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import { EventCard } from './event-card';

const START = '2025-11-01T19:00:00.000Z';

const registered: ArenaEvent = {
  id: 'e1',
  title: 'Raid Night',
  description: null,
  kind: 'raid',
  start_ts: START,
  end_ts: '2025-11-01T22:00:00.000Z',
  status: 'open',
  rewards: {},
  capacity: 10,
  registrationCount: 3,
  my_registration: 'registered',
  tournament: null,
};

function render(now: Date): string {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/events']}>
        <EventCard event={registered} now={now} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a registered player on an event card', () => {
  it('may withdraw before the start', () => {
    const html = render(new Date(Date.parse(START) - 60_000));
    expect(html).toContain('Registered');
    expect(html).toContain('Withdraw from Raid Night');
  });

  it('is no longer offered a withdrawal once the event is in progress', () => {
    const html = render(new Date(Date.parse(START) + 60_000));
    expect(html).toContain('In Progress');
    expect(html).toContain('Registered');
    expect(html).not.toContain('Withdraw');
  });
});
