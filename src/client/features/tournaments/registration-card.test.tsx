import { holdsPlace, type MyRegistration, type TournamentDetails } from '@shared/tournaments/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RegistrationCard } from './registration-card';

// 21:00 UTC is 16:00 EST; check-in opens 30 minutes before.
const STARTS_AT = '2025-10-04T20:00:00.000Z';
const cup = (status: TournamentDetails['status']): TournamentDetails => ({
  slug: 'test-cup',
  name: 'Test Cup',
  format: 'singles',
  status,
  cap: 16,
  starts_at: STARTS_AT,
  registration_closes_at: STARTS_AT,
  check_in_opens_at: '2025-10-04T19:30:00.000Z',
  registration_opens_at: null,
  registration_open: false,
  registered: 8,
  waitlisted: 0,
  summary: '',
  location: '',
  rules: [],
  rewards: [],
  schedule: [],
  waitlist: true,
  cancel_reason: null,
  champion: null,
});
const me = (status: MyRegistration['status']): MyRegistration => ({
  id: 'r1',
  status,
  registration_slot: status === 'registered' ? 3 : null,
  waitlist_position: null,
  checked_in: false,
  can_check_in: false,
});

function render(tournament: TournamentDetails, registration: MyRegistration, now: Date): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <RegistrationCard tournament={tournament} me={registration} signedIn now={now} />
    </QueryClientProvider>,
  );
}

const before = new Date(Date.parse(STARTS_AT) - 2 * 3_600_000);
const after = new Date(Date.parse(STARTS_AT) + 60_000);

describe('the registration card', () => {
  it('offers withdrawal and names the check-in time before the start', () => {
    const html = render(cup('open'), me('registered'), before);
    expect(html).toContain('Withdraw');
    expect(html).toContain('Check-in opens at');
  });

  it('offers neither once the cup is under way, by its clock or by its status', () => {
    for (const [status, now] of [
      ['open', after],
      ['live', before],
    ] as const) {
      const html = render(cup(status), me('registered'), now);
      expect(html).toContain("You're confirmed");
      expect(html).not.toContain('Withdraw');
      expect(html).not.toContain('Check-in opens at');
    }
  });

  it('tells a dropped player the slot went to the waitlist, and the page does not count them as signed up', () => {
    const html = render(cup('live'), me('dropped'), after);
    expect(html).toContain('your slot went to the waitlist');
    expect(html).not.toContain('Withdraw');
    expect(holdsPlace(me('dropped'))).toBe(false);
    expect(holdsPlace(me('withdrawn'))).toBe(false);
    expect(holdsPlace(me('waitlisted'))).toBe(true);
    expect(holdsPlace(me('registered'))).toBe(true);
  });
});
