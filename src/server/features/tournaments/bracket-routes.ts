import { z } from 'zod';
import type { LiveTopic } from '../../../shared/arena/types';
import { ROUND } from '../../../shared/tournaments/bracket';
import { type BracketResponse, bracketResponse } from '../../../shared/tournaments/bracket-api';
import { bracketEndpoints } from '../../../shared/tournaments/bracket-endpoints';
import {
  demoFieldRequest,
  drawRequest,
  matchResultRequest,
  TOURNAMENT_SLUG,
} from '../../../shared/tournaments/bracket-requests';
import type { Deps, SessionUser } from '../../context';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { notFound } from '../../lib/errors';
import { prebuiltJson } from '../../lib/prebuilt-response';
import type { ReadCache } from '../arena';
import { requireStaff } from '../auth';
import { createDemoField } from './bracket-demo';
import {
  type BracketAudit,
  cryptoRandom,
  generateBracket,
  readBracket,
  recordMatchResult,
} from './bracket-store';

/** The staff console's audit log, bound to the staff member acting (given by the app: staff reaches tournaments, not back). */
export type BracketAuditFor = (actor: SessionUser) => BracketAudit;

/** Every table the bracket answer is built from; a change to any retires the cached answer. */
const BRACKET_TOPICS: readonly LiveTopic[] = [
  'tournaments',
  'tournament_registrations',
  'doubles_registrations',
  'tournament_matches',
];

const NO_CACHE = { 'Cache-Control': 'no-cache' };

const STAFF_ONLY = 'Only tournament staff can draw the bracket or record results.';

const position = z.object({
  round: z.coerce.number().int().min(ROUND.playIn).max(ROUND.grandFinal),
  match: z.coerce.number().int().min(1).max(99),
});

/** A slug that cannot name a tournament answers 404 before it reaches the cache or the database. */
function slugOf(raw: string | undefined): string {
  const parsed = TOURNAMENT_SLUG.safeParse(raw);
  if (!parsed.success) throw notFound('No such tournament.');
  return parsed.data;
}

/**
 * GET /api/tournaments/:slug/bracket (public, cached until a tournament table changes);
 * POST /api/tournaments/:slug/bracket (staff: draw it, once, seeded by sign-up order or rating);
 * POST /api/tournaments/:slug/matches/:round/:match/result (staff: record or correct a result);
 * POST /api/tournaments/:slug/demo-field (demo mode, staff: a started tournament of stand-ins).
 * The writes answer the bracket as it now stands; every staff write is audited.
 */
export function bracketRoutes(deps: Deps, cache: ReadCache, auditFor: BracketAuditFor) {
  const { db } = deps.database;
  return endpointRoutes('/tournaments')
    .on(bracketEndpoints.read, async (c) => {
      const slug = slugOf(c.req.param('slug'));
      const body = await cache.json(`tournament-bracket:${slug}`, BRACKET_TOPICS, bracketResponse, () =>
        readBracket(db, slug),
      );
      return prebuiltJson(c, deps.env, body, NO_CACHE);
    })
    .on(bracketEndpoints.draw, { body: drawRequest }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const slug = slugOf(c.req.param('slug'));
      // A draw without a body (the first clients, scripts) keeps sign-up order.
      const hasBody =
        c.req.header('content-type') !== undefined || Number(c.req.header('content-length')) > 0;
      const { seeding } = hasBody ? await request.body() : drawRequest.parse({});
      await generateBracket(db, slug, deps.now(), cryptoRandom, auditFor(actor), seeding);
      return c.json((await readBracket(db, slug)) satisfies BracketResponse, 201);
    })
    .on(bracketEndpoints.recordResult, { body: matchResultRequest }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const slug = slugOf(c.req.param('slug'));
      const where = position.safeParse({ round: c.req.param('round'), match: c.req.param('match') });
      if (!where.success) throw notFound('This bracket has no such match.');
      const { round, match } = where.data;
      const input = await request.body();
      await recordMatchResult(db, {
        slug,
        round,
        match,
        games_won_p1: input.games_won_p1,
        games_won_p2: input.games_won_p2,
        status: input.status,
        winner: input.winner_id ? { registrationId: input.winner_id } : null,
        audit: auditFor(actor),
      });
      return c.json((await readBracket(db, slug)) satisfies BracketResponse);
    })
    .on(bracketEndpoints.demoField, { body: demoFieldRequest }, async (c, request) => {
      if (!deps.env.demoMode) throw notFound();
      const actor = requireStaff(c, STAFF_ONLY);
      const slug = slugOf(c.req.param('slug'));
      const { players, format } = await request.body();
      await createDemoField(db, slug, players, deps.now(), auditFor(actor), format);
      return c.json((await readBracket(db, slug)) satisfies BracketResponse, 201);
    }).routes;
}
