import { createMiddleware } from 'hono/factory';
import type { AppEnv, Deps } from '../../context';
import { AppError } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { simulatorMark } from '../../lib/simulator-agent';
import { authenticateGameServer, type GameServer } from './game-servers';

export type GameEnv = AppEnv & { Variables: AppEnv['Variables'] & { gameServer: GameServer } };

/** Bearer-token guard for /api/game/v1: 401 for a missing, wrong or revoked token; rate-limited per server. */
export const requireGameServer = (deps: Deps) =>
  createMiddleware<GameEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const server = token ? await authenticateGameServer(deps.database.db, token) : null;
    if (!server) {
      deps.logger.warn({ path: c.req.path }, 'game bridge call rejected: bad token');
      throw new AppError(401, 'invalid_token', 'A valid game-server token is required.');
    }
    await consumeRateLimit(
      deps.database.db,
      `game:${server.id}`,
      deps.env.GAME_API_RATE_LIMIT_PER_MINUTE,
      60,
      'Too many bridge calls from this server.',
    );
    c.set('gameServer', server);
    await next();
    deps.logger.info(
      {
        server: server.name,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ...simulatorMark(c.req.header('user-agent')),
      },
      'bridge call',
    );
  });
