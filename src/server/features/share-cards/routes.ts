/**
 * GET /og/players/:name.png, /og/tournaments/:slug.png and /og/matches/:id.png (public): the share cards link
 * previews show, as 1200×630 PNGs. Each request reads the card's facts (cheap, indexed), and the
 * facts' version is the ETag: an unchanged card answers 304, a cached one is sent as it is, and
 * only a new version is drawn, counted against the caller's render allowance.
 */
import { type Context, Hono } from 'hono';
import { SITE } from '../../../shared/site/brand';
import type { AppEnv, Deps } from '../../context';
import { clientAddress } from '../../lib/client-address';
import { notFound, pathId } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { playerCardFacts } from '../players';
import { matchCardFacts } from '../replays';
import { bracketCardFacts } from '../tournaments';
import { cardVersion, createCardCache } from './card-cache';
import { bracketCardSvg, matchCardSvg, playerCardSvg } from './cards';
import { createHeadSource } from './minecraft-head';
import { rasterise } from './rasterise';

/** Renders one caller may ask for in a window; cached cards and 304s do not count. */
export const RENDERS_PER_WINDOW = 30;
export const RENDER_WINDOW_SECONDS = 60;

/** Crawlers may keep a card ten minutes; after that they ask again with the ETag. */
const CACHE_CONTROL = 'public, max-age=600';

/** `Name.png` → `Name`; anything else (another type, an overlong name) is not a card. */
function idOf(file: string | undefined): string {
  const match = /^(.{1,64})\.png$/.exec(file ?? '');
  if (!match) throw notFound('No such image.');
  return match[1]!;
}

export function shareCardRoutes(deps: Deps) {
  const { db } = deps.database;
  const cards = createCardCache();
  const heads = createHeadSource(deps);

  async function answer(c: Context<AppEnv>, key: string, data: unknown, draw: () => string) {
    const etag = cardVersion(data);
    const headers = { ETag: etag, 'Cache-Control': CACHE_CONTROL };
    const asked = c.req.header('if-none-match');
    if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return c.body(null, 304, headers);
    }
    if (!cards.has(key, etag)) {
      await consumeRateLimit(
        db,
        `share-card:${clientAddress(c, deps.env)}`,
        RENDERS_PER_WINDOW,
        RENDER_WINDOW_SECONDS,
        'Too many new images drawn. Please wait a moment and try again.',
      );
    }
    const card = await cards.get(key, etag, () => rasterise(draw()));
    return c.body(new Uint8Array(card.png), 200, { ...headers, 'Content-Type': 'image/png' });
  }

  return new Hono<AppEnv>()
    .get('/og/players/:file', async (c) => {
      const facts = await playerCardFacts(db, idOf(c.req.param('file')));
      if (!facts) throw notFound('No such player.');
      // The head is part of the version: a head that could not be fetched is drawn again once it can.
      const data = { ...facts, head: await heads.headOf(facts.name) };
      return answer(c, `player:${facts.name.toLowerCase()}`, data, () => playerCardSvg(SITE.name, data));
    })
    .get('/og/tournaments/:file', async (c) => {
      const facts = await bracketCardFacts(db, idOf(c.req.param('file')), deps.now());
      if (!facts) throw notFound('No such tournament.');
      return answer(c, `tournament:${facts.slug}`, facts, () => bracketCardSvg(SITE.name, facts));
    })
    .get('/og/matches/:file', async (c) => {
      const facts = await matchCardFacts(db, pathId(idOf(c.req.param('file')), 'No such match.'));
      if (!facts) throw notFound('No such match.');
      return answer(c, `match:${facts.id}`, facts, () => matchCardSvg(SITE.name, facts));
    });
}
