/**
 * A gym leader's public page (/gym-leaders/:slug): the address made from the display name, the
 * answer's shape, and when the leader is usually online, worked out from their presence history.
 */
import * as z from 'zod/mini';
import { ELEMENT_TYPES, LEADER_STATUSES } from '../arena/types';

export { leaderSlug } from './slug';

/** One challenger's battle at this gym, newest first. */
export const leaderChallenge = z.object({
  id: z.string(),
  challenger: z.string(),
  /** The challenger's Minecraft name, for the link to their page; null when unknown. */
  challenger_name: z.nullable(z.string()),
  /** won: the challenger beat the leader (and earned the badge); lost; draw: no winner. */
  outcome: z.enum(['won', 'lost', 'draw']),
  ended_at: z.string(),
});
export type LeaderChallenge = z.infer<typeof leaderChallenge>;

/** A stretch of the day, in whole EST hours: from `from`:00 up to `to`:00 (to may be 24). */
export const hourRange = z.object({ from: z.number(), to: z.number() });
export type HourRange = z.infer<typeof hourRange>;

/** GET /api/gym-leaders/:slug */
export const leaderProfile = z.object({
  slug: z.string(),
  display_name: z.string(),
  minecraft_name: z.nullable(z.string()),
  element: z.enum(ELEMENT_TYPES),
  gym: z.string(),
  badge: z.string(),
  status: z.enum(LEADER_STATUSES),
  record: z.object({ wins: z.number(), losses: z.number(), badges_awarded: z.number() }),
  challenges: z.array(leaderChallenge),
  /** When the leader was online or busy most over the last PRESENCE_WINDOW_DAYS, in EST. */
  usually_online: z.array(hourRange),
});
export type LeaderProfile = z.infer<typeof leaderProfile>;

export const PRESENCE_WINDOW_DAYS = 28;
export const LEADER_CHALLENGE_LIMIT = 20;
const EST_OFFSET_MS = 5 * 3_600_000;
const HOUR_MS = 3_600_000;

/** A status the leader entered at a moment (the history keeps changes only). */
export interface PresenceChange {
  status: (typeof LEADER_STATUSES)[number];
  at: Date;
}

/**
 * Minutes online (or busy) per EST hour of the day over [since, now), from the changes in time
 * order and the status the leader was in at `since`.
 */
export function presenceByHour(
  changes: readonly PresenceChange[],
  initial: PresenceChange['status'],
  since: Date,
  now: Date,
): number[] {
  const minutes = Array.from({ length: 24 }, () => 0);
  let status = initial;
  let from = since.getTime();
  const close = (to: number) => {
    if (status === 'offline') return;
    for (let t = from; t < to; ) {
      const est = t - EST_OFFSET_MS;
      const hourEnd = Math.min(to, est - (((est % HOUR_MS) + HOUR_MS) % HOUR_MS) + HOUR_MS + EST_OFFSET_MS);
      const hour = new Date(est).getUTCHours();
      minutes[hour] = minutes[hour]! + (hourEnd - t) / 60_000;
      t = hourEnd;
    }
  };
  for (const change of changes) {
    const at = Math.min(Math.max(change.at.getTime(), since.getTime()), now.getTime());
    close(at);
    status = change.status;
    from = at;
  }
  close(now.getTime());
  return minutes;
}

/**
 * The usual hours: every hour with at least half the presence of the busiest hour, and at least an
 * hour in all over the window, joined into ranges (a range may run past midnight: 22-2). Empty
 * when the leader was hardly ever online.
 */
export function usualHours(minutes: readonly number[]): HourRange[] {
  const peak = Math.max(...minutes);
  if (peak < 60) return [];
  const on = minutes.map((m) => m >= peak / 2);
  if (on.every(Boolean)) return [{ from: 0, to: 24 }];
  // Start the walk at an hour that is off, so a range across midnight stays whole.
  const start = on.indexOf(false);
  const ranges: HourRange[] = [];
  for (let i = 1; i <= 24; i++) {
    const hour = (start + i) % 24;
    if (!on[hour]) continue;
    const last = ranges.at(-1);
    if (last && last.to % 24 === hour) last.to = last.to + 1;
    else ranges.push({ from: hour, to: hour + 1 });
  }
  return ranges
    .map((r) => ({ from: r.from, to: r.to > 24 ? r.to - 24 : r.to }))
    .sort((a, b) => a.from - b.from);
}

const hh = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/** '18:00–22:00 EST' per range, joined; 'Not enough presence yet' when there is none. */
export function usualHoursText(ranges: readonly HourRange[]): string {
  if (ranges.length === 0) return 'Not enough presence yet';
  if (ranges.length === 1 && ranges[0]!.from === 0 && ranges[0]!.to === 24) return 'Around the clock';
  return `${ranges.map((r) => `${hh(r.from)}–${hh(r.to)}`).join(', ')} EST`;
}
