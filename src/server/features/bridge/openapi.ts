/** The bridge's OpenAPI 3.1 document, generated from the list of operations that the routes are mounted from. */
import { z } from 'zod';
import { bridgeError } from '../../../shared/bridge/api';
import type { BridgeOperation } from './operations';

const schema = (s: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Record<string, unknown>;

const json = (s: z.ZodType, description: string, io: 'input' | 'output' = 'output') => ({
  description,
  content: { 'application/json': { schema: schema(s, io) } },
});

const COMMON_ERRORS: Record<string, string> = {
  '400': 'Invalid input; `fields` names each problem.',
  '401': 'Missing, wrong or revoked token. Nothing was changed.',
  '429': 'Rate limit for this server exceeded; retry after a minute.',
};

function operationObject(op: BridgeOperation) {
  const errors = { ...op.errors, ...COMMON_ERRORS };
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.parameters ? { parameters: op.parameters } : {}),
    ...(op.body
      ? { requestBody: { required: true, ...json(op.body.schema, op.body.description, 'input') } }
      : {}),
    responses: {
      '200': json(op.response.schema, op.response.description),
      ...Object.fromEntries(
        Object.keys(errors)
          .sort()
          .map((status) => [status, json(bridgeError, errors[status]!)]),
      ),
    },
  };
}

export function bridgeOpenApiDocument(siteUrl: string, operations: readonly BridgeOperation[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operationObject>>> = {};
  for (const op of operations) paths[op.path] = { ...paths[op.path], [op.method]: operationObject(op) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Game-server bridge',
      version: '1.0.0',
      description:
        'Calls a Minecraft server plugin makes to the website: account linking, battles, leader presence, ' +
        'season badges, the vote party, tournament bracket results and in-game deliveries. Authenticate with ' +
        '`Authorization: Bearer <token>` (create one with `npm run game-token -- create <name>`).',
      license: { name: 'Proprietary: for our own game servers', url: `${siteUrl}/terms-of-service` },
    },
    servers: [{ url: `${siteUrl}/api/game/v1` }],
    security: [{ serverToken: [] }],
    components: { securitySchemes: { serverToken: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
