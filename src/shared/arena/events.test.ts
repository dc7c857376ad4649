import { describe, expect, it } from 'vitest';
import { canRegister, eventDisplayStatus, groupEvents, rewardNamesShown } from './events';

const now = new Date('2025-06-10T12:00:00Z');
const at = (iso: string) => `2025-06-${iso}Z`;

describe('eventDisplayStatus', () => {
  it("is 'Ended' once the end has passed, whatever the status", () => {
    expect(
      eventDisplayStatus({ start_ts: at('01T10:00:00'), end_ts: at('02T10:00:00'), status: 'open' }, now),
    ).toBe('Ended');
  });
  it("is 'In Progress' after the start", () => {
    expect(
      eventDisplayStatus({ start_ts: at('10T11:00:00'), end_ts: at('10T18:00:00'), status: 'open' }, now),
    ).toBe('In Progress');
    // With no end an event that started stays in progress.
    expect(eventDisplayStatus({ start_ts: at('01T10:00:00'), end_ts: null, status: 'closed' }, now)).toBe(
      'In Progress',
    );
  });
  it("is 'Open' for an open future event and 'Registration Closed' otherwise", () => {
    const future = { start_ts: at('20T10:00:00'), end_ts: null };
    expect(eventDisplayStatus({ ...future, status: 'open' }, now)).toBe('Open');
    expect(eventDisplayStatus({ ...future, status: 'closed' }, now)).toBe('Registration Closed');
    expect(eventDisplayStatus({ ...future, status: 'draft' }, now)).toBe('Registration Closed');
    expect(canRegister({ ...future, status: 'open' }, now)).toBe(true);
    expect(canRegister({ ...future, status: 'cancelled' }, now)).toBe(false);
  });
  it('treats the exact start instant as not yet started', () => {
    expect(eventDisplayStatus({ start_ts: now.toISOString(), end_ts: null, status: 'open' }, now)).toBe(
      'Open',
    );
  });
});

describe('groupEvents', () => {
  const e = (id: string, kind: 'tournament' | 'raid', start: string, end: string | null = null) => ({
    id,
    kind,
    start_ts: at(start),
    end_ts: end ? at(end) : null,
  });

  it('splits upcoming, running and past, and features the first upcoming tournament', () => {
    const events = [
      e('late-cup', 'tournament', '25T10:00:00'),
      e('raid', 'raid', '12T10:00:00'),
      e('old', 'raid', '01T10:00:00', '01T12:00:00'),
      e('no-end', 'raid', '05T10:00:00'),
      e('running', 'raid', '10T10:00:00', '10T20:00:00'),
      e('older', 'raid', '02T10:00:00', '02T12:00:00'),
    ];
    const groups = groupEvents(events, now);
    expect(groups.featured?.id).toBe('late-cup');
    expect(groups.upcoming.map((x) => x.id)).toEqual(['raid']);
    expect(groups.running.map((x) => x.id)).toEqual(['running']);
    // Newest past first; an event without an end is past once it started.
    expect(groups.past.map((x) => x.id)).toEqual(['no-end', 'older', 'old']);
  });

  it('features the first upcoming event when there is no tournament', () => {
    const groups = groupEvents([e('b', 'raid', '20T10:00:00'), e('a', 'raid', '15T10:00:00')], now);
    expect(groups.featured?.id).toBe('a');
    expect(groups.upcoming.map((x) => x.id)).toEqual(['b']);
  });

  it('has no featured event when nothing is upcoming', () => {
    expect(groupEvents([], now)).toEqual({ featured: null, upcoming: [], running: [], past: [] });
  });
});

describe('rewardNamesShown', () => {
  it("shows two names and '+N more'", () => {
    expect(rewardNamesShown({ Gold: '1', Silver: '2', Bronze: '3', Ribbon: '4' })).toEqual([
      'Gold',
      'Silver',
      '+2 more',
    ]);
    expect(rewardNamesShown({ Gold: '1', Silver: '2' })).toEqual(['Gold', 'Silver']);
    expect(rewardNamesShown({})).toEqual([]);
  });
});
