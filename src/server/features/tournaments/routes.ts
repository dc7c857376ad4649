import type {
  NextTournamentResponse,
  RegistrationResult,
  TournamentPageResponse,
} from '../../../shared/tournaments/api';
import { MID_SEASON_DOUBLES_SLUG } from '../../../shared/tournaments/constants';
import { tournamentEndpoints } from '../../../shared/tournaments/endpoints';
import { tournamentRegistrationSchema } from '../../../shared/tournaments/registration-schema';
import type { Deps } from '../../context';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { consumeRateLimit } from '../../lib/rate-limit';
import { requireUser } from '../auth';
import { assertNotBanned } from '../bans';
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
  return endpointRoutes('/tournaments')
    .on(tournamentEndpoints.next, async (c) => {
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
    .on(tournamentEndpoints.page, async (c) => {
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
    .on(tournamentEndpoints.register, { body: tournamentRegistrationSchema }, async (c, request) => {
      const user = requireUser(c);
      const input = await request.body();
      await assertNotBanned(db, user.id, deps.now());
      await limit(user.id);
      const registration = await register(db, c.req.param('slug'), user.id, input, deps.now());
      return c.json({ registration } satisfies RegistrationResult, 201);
    })
    .on(tournamentEndpoints.withdraw, async (c) => {
      const user = requireUser(c);
      await limit(user.id);
      return c.json({
        registration: await withdraw(db, c.req.param('slug'), user.id, deps.now()),
      } satisfies RegistrationResult);
    })
    .on(tournamentEndpoints.checkIn, async (c) => {
      const user = requireUser(c);
      await limit(user.id);
      return c.json({
        registration: await checkIn(db, c.req.param('slug'), user.id, deps.now()),
      } satisfies RegistrationResult);
    }).routes;
}
