import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RegistrationForm } from './registration-form';

function render(times: { check_in_opens_at: string; starts_at: string }): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <RegistrationForm
        slug="test-cup"
        tournamentName="Test Cup"
        times={times}
        session={{ user: null, player: null }}
      />
    </QueryClientProvider>,
  );
}

describe('the check-in agreement of the sign-up form', () => {
  it("names the seeded cup's times in the spec's words", () => {
    const html = render({
      check_in_opens_at: '2025-10-04T20:30:00.000Z',
      starts_at: '2025-10-04T21:00:00.000Z',
    });
    expect(html).toContain('I will check in at 15:30 EST and compete from 16:00 EST.');
  });

  it('follows the times staff set: a cup at 18:00 EST checks in at 17:30 EST', () => {
    const html = render({
      check_in_opens_at: '2025-10-04T22:30:00.000Z',
      starts_at: '2025-10-04T23:00:00.000Z',
    });
    expect(html).toContain('I will check in at 17:30 EST and compete from 18:00 EST.');
    expect(html).not.toContain('15:30 EST');
  });
});
