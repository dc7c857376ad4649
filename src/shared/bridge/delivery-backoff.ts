/**
 * When a failed in-game command is tried again: 30 s, 2 min, 10 min, 1 h, then it is given up
 * ("dead") and shown to staff. Deferrals (player offline for an online-only command) do not count.
 */
export const DELIVERY_RETRY_DELAYS_SECONDS = [30, 120, 600, 3600] as const;

/** Seconds until the next try after `failedAttempts` failures, or null when it should stop. */
export function retryDelaySeconds(failedAttempts: number): number | null {
  if (failedAttempts < 1) return 0;
  return DELIVERY_RETRY_DELAYS_SECONDS[failedAttempts - 1] ?? null;
}
