/**
 * When a tournament takes sign-ups and check-ins, for both cups: the one rule the pages, the
 * console and every sign-up write follow, so a page never says closed while a write goes through.
 */

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

/** Open, past the opening time (if one is set) and before the close. */
export const isRegistrationOpen = (
  row: Pick<TournamentTimes, 'status' | 'starts_at' | 'registration_opens_at' | 'registration_closes_at'>,
  now: Date,
) =>
  row.status === 'open' &&
  (row.registration_opens_at === null || now.getTime() >= row.registration_opens_at.getTime()) &&
  now.getTime() < registrationClosesAt(row).getTime();
