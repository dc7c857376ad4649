/** The bridge's OpenAPI 3.1 document, generated from the list of operations that the routes are mounted from. */
import { errorBody } from '../../../shared/api/errors';
import { errorResponses, jsonContent } from '../../lib/openapi';
import type { BridgeOperation } from './operations';

const COMMON_ERRORS: Record<string, string> = {
  '400': 'Invalid input; `fields` names each problem.',
  '401': 'Missing, wrong or revoked token. Nothing was changed.',
  '429': 'Rate limit for this server exceeded; retry after a minute.',
};

function operationObject(op: BridgeOperation) {
  // A call's own words for a common status (its own 429) say more than the common ones.
  const errors = { ...COMMON_ERRORS, ...op.errors };
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.parameters ? { parameters: op.parameters } : {}),
    ...(op.body
      ? { requestBody: { required: true, ...jsonContent(op.body.schema, op.body.description, 'input') } }
      : {}),
    responses: {
      '200': jsonContent(op.response.schema, op.response.description),
      ...errorResponses(errors, errorBody),
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
