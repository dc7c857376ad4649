/**
 * Rendered cards in memory, one per card (a player, a tournament), each kept with the version of
 * the data it was drawn from: a new rating is a new version, so the next request draws it again.
 * The least recently used card goes first once the bound is reached. Two requests for the same
 * version while it is being drawn share one render.
 */
import { createHash } from 'node:crypto';

/** Bump when the drawing changes, so cached copies and browsers' ETags retire. */
const DRAWING_VERSION = '1';

/** About 30-60 KB a card: the bound keeps the cache under a few megabytes. */
export const CACHED_CARDS = 200;

export interface RenderedCard {
  etag: string;
  png: Buffer;
}

/** The version of a card's data: a strong ETag, the same on every instance for the same data. */
export function cardVersion(data: unknown): string {
  const hash = createHash('sha256')
    .update(`${DRAWING_VERSION}\n${JSON.stringify(data)}`)
    .digest('base64url')
    .slice(0, 22);
  return `"${hash}"`;
}

export function createCardCache(limit = CACHED_CARDS) {
  const cards = new Map<string, { etag: string; png: Promise<Buffer> }>();
  return {
    /** The card `key` at version `etag`: the cached one, or `draw()`'s, which then replaces it. */
    async get(key: string, etag: string, draw: () => Promise<Buffer>): Promise<RenderedCard> {
      const cached = cards.get(key);
      if (cached && cached.etag === etag) {
        // Most recently used last: Map keeps insertion order.
        cards.delete(key);
        cards.set(key, cached);
        return { etag, png: await cached.png };
      }
      const png = draw();
      cards.delete(key);
      cards.set(key, { etag, png });
      while (cards.size > limit) cards.delete(cards.keys().next().value!);
      try {
        return { etag, png: await png };
      } catch (error) {
        // A failed render is not kept: the next request tries again.
        if (cards.get(key)?.png === png) cards.delete(key);
        throw error;
      }
    },
    /** Whether `key` is cached at version `etag` (a render would not be needed). */
    has(key: string, etag: string): boolean {
      return cards.get(key)?.etag === etag;
    },
    get size() {
      return cards.size;
    },
  };
}
