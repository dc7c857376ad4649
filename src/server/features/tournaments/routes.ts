import { Hono } from 'hono';
import type {
  NextTournamentResponse,
  RegistrationResult,
  TournamentPageResponse,
} from '../../../shared/tournaments/api';
import { MID_SEASON_DOUBLES_SLUG } from '../../../shared/tournaments/constants';
import { tournamentRegistrationSchema } from '../../../shared/tournaments/registration-schema';
import type { AppEnv, Deps } from '../../context';
import { consumeRateLimit } from '../../lib/rate-limit';
import { readJson, validate } from '../../lib/validate';
import { requireUser } from '../auth';
import { nextOpenTournament } from './next';
import {
  findTournament,
  loadMyRegistration,
  publicRegistrations,
  tournamentDetails,
  tournamentSummary,
} from './queries';
import { checkIn, register, settleDueTournaments, withdraw } from './registration';

/** Where a tournament's page lives: the doubles page has its own path, other cups live under /tournaments. */
export const tournamentPath = (slug: string) =>
  slug === MID_SEASON_DOUBLES_SLUG ? '/mid-season-doubles' : `/tournaments/${slug}`;

/**
 * GET /api/tournaments/next; GET /api/tournaments/:slug; POST and DELETE
 * /api/tournaments/:slug/registration (signed in); POST /api/tournaments/:slug/check-in.
 */
export function tournamentRoutes(deps: Deps) {
  const { db } = deps.database;
  const limit = (userId: string) =>
    consumeRateLimit(
      db,
      `tournament-registration:${userId}`,
      20,
      60,
      'Too many registration changes. Try again in a minute.',
    );
  return new Hono<AppEnv>()
    .get('/next', async (c) => {
      const now = deps.now();
      await settleDueTournaments(db, now);
      const row = await nextOpenTournament(db, now);
      c.header('Cache-Control', 'no-cache');
      return c.json({
        tournament: row
          ? { ...(await tournamentSummary(db, row, now)), path: tournamentPath(row.slug) }
          : null,
      } satisfies NextTournamentResponse);
    })
    .get('/:slug', async (c) => {
      const now = deps.now();
      await settleDueTournaments(db, now);
      const tournament = await findTournament(db, c.req.param('slug'));
      const user = c.var.user;
      c.header('Cache-Control', user ? 'private, no-cache' : 'no-cache');
      return c.json({
        tournament: await tournamentDetails(db, tournament, now),
        registrations: await publicRegistrations(db, tournament.id),
        me: user ? await loadMyRegistration(db, tournament, user.id, now) : null,
      } satisfies TournamentPageResponse);
    })
    .post('/:slug/registration', async (c) => {
      const user = requireUser(c);
      const input = validate(tournamentRegistrationSchema, await readJson(c.req.raw));
      await limit(user.id);
      const registration = await register(db, c.req.param('slug'), user.id, input, deps.now());
      return c.json({ registration } satisfies RegistrationResult, 201);
    })
    .delete('/:slug/registration', async (c) => {
      const user = requireUser(c);
      await limit(user.id);
      return c.json({
        registration: await withdraw(db, c.req.param('slug'), user.id, deps.now()),
      } satisfies RegistrationResult);
    })
    .post('/:slug/check-in', async (c) => {
      const user = requireUser(c);
      await limit(user.id);
      return c.json({
        registration: await checkIn(db, c.req.param('slug'), user.id, deps.now()),
      } satisfies RegistrationResult);
    });
}
