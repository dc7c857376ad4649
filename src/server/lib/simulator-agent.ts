/**
 * The User-Agent the game simulator sends, so the request log can tell its calls (several a
 * second in demo mode) from people's and a terminal can leave them out.
 */
export const SIMULATOR_USER_AGENT = 'cobbleclash-game-simulator';

/** Log fields that mark a line as caused by the simulator (none for anyone else). */
export const simulatorMark = (userAgent: string | undefined) =>
  userAgent === SIMULATOR_USER_AGENT ? { simulator: true } : {};
