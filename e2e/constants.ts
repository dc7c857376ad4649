/** The bridge token the browser suite uses to act as the game server (set as GAME_SERVER_BOOTSTRAP_TOKEN). */
export const E2E_GAME_TOKEN = 'gst_e2e-browser-suite-token-0123456789abcdef';

/** A second demo server (the arena-stays-alive test, the season resets): simulator on, short presence timeout. */
export const E2E_SIMULATOR_PORT = Number(process.env.E2E_PORT ?? 4173) + 2;
export const E2E_SIMULATOR_PRESENCE_TIMEOUT_SECONDS = 20;
/**
 * The status summary in demo mode: operational, unless the staff incidents test has its major
 * incident open at that moment (the workers share one database).
 */
export const OPERATIONAL_OR_INCIDENT = /^(All systems operational|Some systems are down)$/;
