/** The bridge token the browser suite uses to act as the game server (set as GAME_SERVER_BOOTSTRAP_TOKEN). */
export const E2E_GAME_TOKEN = 'gst_e2e-browser-suite-token-0123456789abcdef';
