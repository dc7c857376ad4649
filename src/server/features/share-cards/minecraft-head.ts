/**
 * A player's Minecraft head for their card, from the skin renderer the site already shows heads
 * from (SKIN_RENDER_URL). The renderer is outside our control, so each fetch is short, small and
 * checked to be a PNG; anything else gives null and the card draws the name's initial instead.
 * Heads are kept for an hour (a skin change shows by then), a bounded number of them; a failure only
 * for a minute, so a card drawn without its head gets it soon after the renderer is back.
 */
import type { Deps } from '../../context';

const HEAD_PIXELS = 240;
const FETCH_TIMEOUT_MS = 2_000;
const MAX_HEAD_BYTES = 256 * 1024;
const KEPT_MS = 60 * 60 * 1000;
const FAILURE_KEPT_MS = 60 * 1000;
const KEPT_HEADS = 200;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function createHeadSource(deps: Pick<Deps, 'env' | 'fetch' | 'now'>) {
  const heads = new Map<string, { at: number; keptMs: number; dataUrl: Promise<string | null> }>();

  async function download(name: string): Promise<string | null> {
    const url = `${deps.env.SKIN_RENDER_URL.replace(/\/+$/, '')}/avatar/${encodeURIComponent(name)}/${HEAD_PIXELS}`;
    try {
      const response = await deps.fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) return null;
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length > MAX_HEAD_BYTES || !body.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
      return `data:image/png;base64,${body.toString('base64')}`;
    } catch {
      return null;
    }
  }

  return {
    /** The head as a data address, or null when the renderer could not give one. */
    headOf(name: string): Promise<string | null> {
      const key = name.toLowerCase();
      const now = deps.now().getTime();
      const kept = heads.get(key);
      if (kept && now - kept.at < kept.keptMs) return kept.dataUrl;
      const dataUrl = download(name);
      const entry = { at: now, keptMs: KEPT_MS, dataUrl };
      void dataUrl.then((head) => {
        if (head === null) entry.keptMs = FAILURE_KEPT_MS;
      });
      heads.delete(key);
      heads.set(key, entry);
      while (heads.size > KEPT_HEADS) heads.delete(heads.keys().next().value!);
      return dataUrl;
    },
  };
}
