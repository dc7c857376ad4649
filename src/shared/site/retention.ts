/**
 * How long the site keeps records that exist only to run or protect it, as the privacy policy
 * states them; the server's retention sweep deletes by these numbers.
 */

/** The sweep runs this often, so nothing outlives its period by more. */
export const RETENTION_SWEEP_MINUTES = 15;
/** Rate limit counters (keyed by client address or account) go this long after their window opened. */
export const RATE_LIMIT_KEPT_HOURS = 24;
/** Minecraft link codes go this long after they expire (a link page left open still reads them). */
export const LINK_CODE_KEPT_AFTER_EXPIRY_HOURS = 24;
