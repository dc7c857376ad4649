/**
 * /api/doubles: the Mid-Season Doubles tournament (anyone) and the caller's own registration
 * (signed in: read, create once, update). Teams are judged by the spec's rules and Pokémon
 * Showdown's validator before anything is written.
 */
import type { Context } from 'hono';
import type { DoublesRegistrationResponse, DoublesTournamentResponse } from '../../../shared/doubles/api';
import { doublesEndpoints } from '../../../shared/doubles/endpoints';
import { NOT_SIGNED_IN } from '../../../shared/doubles/registration';
import { doublesRegistrationSchema } from '../../../shared/doubles/registration-schema';
import type { AppEnv, Deps } from '../../context';
import { endpointRoutes, type RequestReader } from '../../lib/endpoint-routes';
import { notFound } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { requireUser } from '../../lib/require-user';
import { assertNotBanned } from '../bans';
import {
  alreadyRegistered,
  createRegistration,
  findDoublesTournament,
  ownRegistration,
  registrationView,
  requireOpen,
  tournamentView,
  updateRegistration,
} from './registration';

/**
 * Judging a team reads the Pokédex (@pkmn/dex) and Showdown's rules (@pkmn/sim), which take seconds
 * to load: loaded on first use, so a restart does not wait for them.
 */
const teamCheck = () => import('./team-check');

/** Judging a team costs a little CPU: honest editing fits easily, a flood does not. */
const WRITE_LIMIT = { limit: 30, windowSeconds: 10 * 60 };
const TOO_MANY_WRITES = 'You have changed your team many times in a short while. Please wait 10 minutes.';

/** The doubles page asks visitors to sign in in its own words. */
const signedIn = (c: { var: AppEnv['Variables'] }) => requireUser(c, NOT_SIGNED_IN);
const SIGNED_IN = { signInMessage: NOT_SIGNED_IN };
const TEAM = { ...SIGNED_IN, body: doublesRegistrationSchema };

export function doublesRoutes(deps: Deps) {
  const { db } = deps.database;

  /** Session, the body checked by the shared schema, then the per-user allowance. */
  async function readTeam(c: Context<AppEnv>, request: RequestReader<typeof TEAM>) {
    const user = signedIn(c);
    const input = await request.body();
    await consumeRateLimit(
      db,
      `doubles:${user.id}`,
      WRITE_LIMIT.limit,
      WRITE_LIMIT.windowSeconds,
      TOO_MANY_WRITES,
    );
    return { user, input };
  }

  return endpointRoutes('/doubles')
    .on(doublesEndpoints.tournament, async (c) => {
      const tournament = await tournamentView(db, await findDoublesTournament(db), deps.now());
      return c.json({ tournament } satisfies DoublesTournamentResponse);
    })
    .on(doublesEndpoints.registration, SIGNED_IN, async (c) => {
      const user = signedIn(c);
      c.header('Cache-Control', 'no-store');
      // A team is likely to follow: have Showdown's validator ready by then.
      teamCheck().then(
        ({ warmUpShowdown }) => warmUpShowdown(),
        () => {},
      );
      const row = await findDoublesTournament(db);
      const own = await ownRegistration(db, row.id, user.id);
      const now = deps.now();
      return c.json({
        tournament: await tournamentView(db, row, now),
        registration: own ? registrationView(own, row, now) : null,
      } satisfies DoublesRegistrationResponse);
    })
    .on(doublesEndpoints.register, TEAM, async (c, request) => {
      const { user, input } = await readTeam(c, request);
      const now = deps.now();
      await assertNotBanned(db, user.id, now);
      // Cheap refusals before the team is judged; createRegistration checks again under the lock.
      const tournament = await findDoublesTournament(db);
      requireOpen(tournament, now);
      if (await ownRegistration(db, tournament.id, user.id)) throw alreadyRegistered(tournament);
      const team = await (await teamCheck()).checkTeam(input);
      const row = await createRegistration(db, user.id, { ...input, team }, now);
      return c.json(
        {
          tournament: await tournamentView(db, tournament, now),
          registration: registrationView(row, tournament, now),
        } satisfies DoublesRegistrationResponse,
        201,
      );
    })
    .on(doublesEndpoints.update, TEAM, async (c, request) => {
      const { user, input } = await readTeam(c, request);
      const now = deps.now();
      await assertNotBanned(db, user.id, now);
      const tournament = await findDoublesTournament(db);
      requireOpen(tournament, now);
      if (!(await ownRegistration(db, tournament.id, user.id))) {
        throw notFound(`You have not registered for ${tournament.name} yet.`);
      }
      const team = await (await teamCheck()).checkTeam(input);
      const row = await updateRegistration(db, user.id, { ...input, team }, now);
      return c.json({
        tournament: await tournamentView(db, tournament, now),
        registration: registrationView(row, tournament, now),
      } satisfies DoublesRegistrationResponse);
    }).routes;
}
