/**
 * When a tournament takes sign-ups and check-ins, for both cups: the one rule the pages, the
 * console and every sign-up write follow, so a page never says closed while a write goes through.
 */
import { estDateTime } from './time';

const MINUTE = 60_000;

interface TournamentTimes {
  status: string;
  starts_at: Date;
  registration_opens_at: Date | null;
  registration_closes_at: Date | null;
  check_in_minutes: number;
}

export const registrationClosesAt = (row: Pick<TournamentTimes, 'starts_at' | 'registration_closes_at'>) =>
  row.registration_closes_at ?? row.starts_at;

export const checkInOpensAt = (row: Pick<TournamentTimes, 'starts_at' | 'check_in_minutes'>) =>
  new Date(row.starts_at.getTime() - row.check_in_minutes * MINUTE);

/** Check-in runs from `check_in_minutes` before the start until the start, while the cup is open or closed. */
export const isCheckInOpen = (
  row: Pick<TournamentTimes, 'status' | 'starts_at' | 'check_in_minutes'>,
  now: Date,
) =>
  (row.status === 'open' || row.status === 'closed') &&
  now.getTime() >= checkInOpensAt(row).getTime() &&
  now.getTime() < row.starts_at.getTime();

/** Under way or over (by its start time or its status): nobody withdraws or checks in any more. */
export const hasStarted = (row: Pick<TournamentTimes, 'status' | 'starts_at'>, now: Date) =>
  now.getTime() >= row.starts_at.getTime() || row.status === 'live' || row.status === 'completed';

/** Nobody withdraws or checks in any more: the cup is under way, over, or cancelled. */
export const acceptsNoChanges = (row: Pick<TournamentTimes, 'status' | 'starts_at'>, now: Date) =>
  hasStarted(row, now) || row.status === 'cancelled';

/** Open, past the opening time (if one is set) and before the close. */
export const isRegistrationOpen = (
  row: Pick<TournamentTimes, 'status' | 'starts_at' | 'registration_opens_at' | 'registration_closes_at'>,
  now: Date,
) =>
  row.status === 'open' &&
  (row.registration_opens_at === null || now.getTime() >= row.registration_opens_at.getTime()) &&
  now.getTime() < registrationClosesAt(row).getTime();

/** The opening time while sign-ups are still to open (open, with a set time ahead); else null. */
export const registrationOpensLater = (
  row: Pick<TournamentTimes, 'status' | 'registration_opens_at'>,
  now: Date,
): Date | null =>
  row.status === 'open' && row.registration_opens_at && now.getTime() < row.registration_opens_at.getTime()
    ? row.registration_opens_at
    : null;

/** What both cups say before sign-ups open, on their pages and in a refused sign-up. */
export const registrationOpensMessage = (opensAt: string) => `Registration opens ${estDateTime(opensAt)}.`;
