/** The home spotlight: which online leader is shown, and when it moves on. */

export const SPOTLIGHT_ROTATE_MS = 10_000;
export const ONLINE_PULSE_MS = 5_000;
export const ARENA_CHIP_LIMIT = 5;
export const TICKER_ITEM_MS = 4_000;
export const RECENT_MATCH_LIMIT = 10;
/**
 * A gym battle is one singles game; the longest ever reported runs well under this. A battle still
 * open after it was never reported finished (a crashed or restarted game server) and is not live.
 */
export const LIVE_BATTLE_MAX_MS = 60 * 60_000;

/** Rotation pauses on hover, under reduced motion, and with one (or no) online leader. */
export function shouldRotate(opts: {
  onlineCount: number;
  hovered: boolean;
  reducedMotion: boolean;
}): boolean {
  return opts.onlineCount > 1 && !opts.hovered && !opts.reducedMotion;
}

/** Keeps the selection while it is online; otherwise the first online leader (null when none). */
export function settleSpotlight(onlineIds: readonly string[], selectedId: string | null): string | null {
  if (selectedId !== null && onlineIds.includes(selectedId)) return selectedId;
  return onlineIds[0] ?? null;
}

/** The next online leader after the selected one, wrapping around. */
export function nextSpotlight(onlineIds: readonly string[], selectedId: string | null): string | null {
  if (onlineIds.length === 0) return null;
  const index = selectedId === null ? -1 : onlineIds.indexOf(selectedId);
  return onlineIds[(index + 1) % onlineIds.length] ?? null;
}

/** Leaders that are online now but were known and not online before (they get the pulse). */
export function newlyOnline(
  previous: ReadonlyMap<string, string>,
  current: readonly { id: string; status: string }[],
): string[] {
  return current
    .filter((leader) => leader.status === 'online')
    .filter((leader) => {
      const before = previous.get(leader.id);
      return before !== undefined && before !== 'online';
    })
    .map((leader) => leader.id);
}
