/**
 * When a ban holds, decided once for the server and the browser: a ban is active while it is not
 * lifted and has no end or an end still ahead. Everything that refuses a banned player, lists active
 * bans for the game server or shows a player their ban asks this function.
 */
import { estDateTime } from '../tournaments/time';

export interface BanTimes {
  lifted_at: string | Date | null;
  ends_at: string | Date | null;
}

const time = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

export function isBanActive(ban: BanTimes, now: Date): boolean {
  if (ban.lifted_at !== null) return false;
  return ban.ends_at === null || time(ban.ends_at) > now.getTime();
}

export const MAX_BAN_REASON = 500;
export const MAX_LIFT_REASON = 500;

/** "You are banned until Oct 4, 2025, 15:30 EST: reason" (or "permanently") — the refusal's words. */
export function banMessage(ban: { ends_at: string | null; reason: string }): string {
  const until = ban.ends_at ? `until ${estDateTime(ban.ends_at)}` : 'permanently';
  return `You are banned ${until}: ${ban.reason}`;
}
