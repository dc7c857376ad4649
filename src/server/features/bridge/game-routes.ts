import { Hono } from 'hono';
import type { Deps } from '../../context';
import { type GameEnv, requireGameServer } from './game-auth';
import { bridgeOpenApiDocument } from './openapi';
import { bridgeOperations } from './operations';

/** The game-server bridge, mounted at /api/game/v1. Every call but the document needs a server token. */
export function gameRoutes(deps: Deps) {
  const operations = bridgeOperations(deps);
  const document = bridgeOpenApiDocument(deps.env.PUBLIC_URL, operations);
  const routes = new Hono<GameEnv>()
    .get('/openapi.json', (c) => c.json(document))
    .use(requireGameServer(deps));
  for (const op of operations) {
    routes.on(op.method.toUpperCase(), op.path.replace(/\{(\w+)\}/g, ':$1'), async (c) =>
      c.json(await op.run(c)),
    );
  }
  return routes;
}
