import { Hono } from 'hono';
import {
  badgeAwardRequest,
  deliveriesQuery,
  deliveryAckRequest,
  linkCompleteRequest,
  matchReportRequest,
  presenceRequest,
} from '../../../shared/bridge/api';
import type { Deps } from '../../context';
import { AppError } from '../../lib/errors';
import { readJson, validate } from '../../lib/validate';
import { completeLink } from './account-link';
import { acknowledgeDelivery, leaseDeliveries } from './deliveries';
import { type GameEnv, requireGameServer } from './game-auth';
import { reportMatch } from './match-reports';
import { bridgeOpenApiDocument } from './openapi';
import { setLeaderPresence } from './presence';
import { awardSeasonBadge } from './season-badges';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The game-server bridge, mounted at /api/game/v1. Every call but the document needs a server token. */
export function gameRoutes(deps: Deps) {
  const document = bridgeOpenApiDocument(deps.env.PUBLIC_URL);
  return new Hono<GameEnv>()
    .get('/openapi.json', (c) => c.json(document))
    .use(requireGameServer(deps))
    .get('/heartbeat', (c) => c.json({ server: c.var.gameServer.name, time: deps.now().toISOString() }))
    .post('/link/complete', async (c) => {
      const input = validate(linkCompleteRequest, await readJson(c.req.raw));
      return c.json(await completeLink(deps, input));
    })
    .post('/matches', async (c) => {
      const input = validate(matchReportRequest, await readJson(c.req.raw));
      return c.json(await reportMatch(deps, input));
    })
    .post('/presence', async (c) => {
      const input = validate(presenceRequest, await readJson(c.req.raw));
      return c.json(await setLeaderPresence(deps, input));
    })
    .post('/season/badges', async (c) => {
      const input = validate(badgeAwardRequest, await readJson(c.req.raw));
      return c.json(await awardSeasonBadge(deps, input));
    })
    .get('/deliveries', async (c) => {
      const query = validate(deliveriesQuery, c.req.query());
      const items = await leaseDeliveries(deps, c.var.gameServer.id, query.online, query.limit);
      return c.json({ deliveries: items });
    })
    .post('/deliveries/:id/ack', async (c) => {
      const id = c.req.param('id');
      if (!uuidPattern.test(id)) throw new AppError(404, 'unknown_delivery', 'No delivery has this id.');
      const input = validate(deliveryAckRequest, await readJson(c.req.raw));
      return c.json(await acknowledgeDelivery(deps, c.var.gameServer.id, id, input.status, input.error));
    });
}
