import { useQueryClient } from '@tanstack/react-query';

/**
 * The root of every console query key that a console write refreshes. Each feature's console
 * panel keys its lists under it, so one write (which changes its list and the audit log) refetches
 * every open console list, whichever feature owns it.
 */
export const CONSOLE_KEY_ROOT = ['staff'] as const;

/**
 * The console overview's key (the staff feature's first tab): here so that the live topics whose
 * rows it counts (a cup's check-ins) can refresh it without reaching into the staff feature.
 */
export const CONSOLE_OVERVIEW_KEY = [...CONSOLE_KEY_ROOT, 'overview'] as const;

/** The console's list of tournaments with their counts, which players' sign-ups change too. */
export const CONSOLE_TOURNAMENTS_KEY = [...CONSOLE_KEY_ROOT, 'tournaments'] as const;

/** The console's Discord role mappings, which the bot's settled role changes refresh too. */
export const CONSOLE_DISCORD_ROLES_KEY = [...CONSOLE_KEY_ROOT, 'discord-roles'] as const;

/** The console's timed sales, which the shop's live `catalog` topic announces (another admin's edit). */
export const CONSOLE_SALES_KEY = [...CONSOLE_KEY_ROOT, 'sales'] as const;

/** The console's discount codes with their uses, which buyers' checkouts change (live `discount_codes`). */
export const CONSOLE_CODES_KEY = [...CONSOLE_KEY_ROOT, 'codes'] as const;

/**
 * Refetches every console list under the root: call it when a console write settles. It does not
 * return the refetch: a mutation awaits what its `onSettled` returns before the caller's own
 * callbacks run, and by then the refetched list may have unmounted the form that asked (a refund
 * that empties what is refundable), so its "done" toast never showed.
 */
export function useRefreshConsole() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: CONSOLE_KEY_ROOT });
  };
}
