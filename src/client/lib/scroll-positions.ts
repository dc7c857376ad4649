/**
 * How far down each history entry was scrolled, by the entry's key. Kept in sessionStorage so
 * that a return from another site (a payment page, Discord) finds the tab's positions again; the
 * browser keeps history.state, and with it the keys, for as long as the tab lives.
 */
import { SCROLL_POSITIONS_KEY } from './storage-keys';

/** Enough for any Back the reader will press; older entries are forgotten first. */
const MAX_ENTRIES = 100;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export interface ScrollPositions {
  get(key: string): number | undefined;
  set(key: string, y: number): void;
  /** Writes the positions to the store: on each navigation and when the page is left. */
  save(): void;
}

function read(store: Store | undefined): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(store?.getItem(SCROLL_POSITIONS_KEY) ?? '[]');
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]),
      ),
    );
  } catch {
    // Unreadable (storage blocked, or not ours): start without positions.
    return new Map();
  }
}

/**
 * The tab's positions, read from `store()` when first asked for or kept: a page's first load
 * usually needs none (its entry is new), and the first read of sessionStorage asks the browser
 * for it, which a slow phone waited for in the task that hydrates the page.
 */
export function createScrollPositions(store: () => Store | undefined): ScrollPositions {
  let saved: Map<string, number> | undefined;
  const loaded = () => {
    saved ??= read(store());
    return saved;
  };
  return {
    get: (key) => loaded().get(key),
    set(key, y) {
      const positions = loaded();
      // Re-inserted so the map keeps entries in the order they were last scrolled.
      positions.delete(key);
      positions.set(key, Math.round(y));
      for (const oldest of positions.keys()) {
        if (positions.size <= MAX_ENTRIES) break;
        positions.delete(oldest);
      }
    },
    save() {
      // Nothing read is nothing changed: the store already holds what there is.
      if (!saved) return;
      try {
        store()?.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([...saved]));
      } catch {
        // Full or blocked storage: Back still works within this page's life.
      }
    },
  };
}
