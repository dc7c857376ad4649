/** Display rules for events: status shown to players, grouping and reward names. */
import type { ArenaEvent } from './types';

export type EventDisplayStatus = 'Ended' | 'In Progress' | 'Open' | 'Registration Closed';

type Timed = Pick<ArenaEvent, 'start_ts' | 'end_ts' | 'status'>;

export function eventDisplayStatus(event: Timed, now: Date): EventDisplayStatus {
  const t = now.getTime();
  if (event.end_ts && t > Date.parse(event.end_ts)) return 'Ended';
  if (t > Date.parse(event.start_ts)) return 'In Progress';
  if (event.status === 'open') return 'Open';
  return 'Registration Closed';
}

/** Only an Open event takes registrations. */
export function canRegister(event: Timed, now: Date): boolean {
  return eventDisplayStatus(event, now) === 'Open';
}

/** Once an event has started its players stay in it: a withdrawal is refused and not offered. */
export function canWithdraw(event: Pick<ArenaEvent, 'start_ts'>, now: Date): boolean {
  return now.getTime() < Date.parse(event.start_ts);
}

export const EVENT_STARTED_MESSAGE = 'This event has started: you can no longer withdraw.';

export interface EventGroups<T> {
  featured: T | null;
  upcoming: T[];
  /** Started and not yet over: in neither of the spec's groups, so shown on their own. */
  running: T[];
  past: T[];
}

/**
 * Upcoming: starts in the future. Past: its end (or start, without an end) has passed. An event
 * running now is in neither (it goes to `running`). Featured: the first upcoming tournament, else the first upcoming event;
 * it is also listed with the upcoming ones' order but shown on its own, so it is taken out of them.
 */
export function groupEvents<T extends Pick<ArenaEvent, 'start_ts' | 'end_ts' | 'kind'>>(
  events: readonly T[],
  now: Date,
): EventGroups<T> {
  const t = now.getTime();
  const byStart = [...events].sort((a, b) => Date.parse(a.start_ts) - Date.parse(b.start_ts));
  const upcoming = byStart.filter((e) => Date.parse(e.start_ts) > t);
  const past = byStart.filter((e) => Date.parse(e.end_ts ?? e.start_ts) < t).reverse();
  const running = byStart.filter((e) => !upcoming.includes(e) && !past.includes(e));
  const featured = upcoming.find((e) => e.kind === 'tournament') ?? upcoming[0] ?? null;
  return { featured, upcoming: upcoming.filter((e) => e !== featured), running, past };
}

/** At most two reward names, then '+N more' for the rest. */
export function rewardNamesShown(rewards: Record<string, string>, max = 2): string[] {
  const names = Object.keys(rewards);
  if (names.length <= max) return names;
  return [...names.slice(0, max), `+${names.length - max} more`];
}
