/** The bridge's OpenAPI 3.1 document, generated from the same zod schemas that validate requests. */
import { z } from 'zod';
import {
  badgeAwardRequest,
  badgeAwardResponse,
  bridgeError,
  deliveriesResponse,
  deliveryAckRequest,
  deliveryAckResponse,
  heartbeatResponse,
  linkCompleteRequest,
  linkCompleteResponse,
  matchReportRequest,
  matchReportResponse,
  presenceRequest,
  presenceResponse,
} from '../../../shared/bridge/api';

const schema = (s: z.ZodType, io: 'input' | 'output' = 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Record<string, unknown>;

const json = (s: z.ZodType, description: string, io: 'input' | 'output' = 'output') => ({
  description,
  content: { 'application/json': { schema: schema(s, io) } },
});

const errors = {
  '400': json(bridgeError, 'Invalid input; `fields` names each problem.'),
  '401': json(bridgeError, 'Missing, wrong or revoked token. Nothing was changed.'),
  '429': json(bridgeError, 'Rate limit for this server exceeded; retry after a minute.'),
};

export function bridgeOpenApiDocument(siteUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Game-server bridge',
      version: '1.0.0',
      description:
        'Calls a Minecraft server plugin makes to the website: account linking and in-game deliveries. ' +
        'Authenticate with `Authorization: Bearer <token>` (create one with `npm run game-token -- create <name>`).',
    },
    servers: [{ url: `${siteUrl}/api/game/v1` }],
    security: [{ serverToken: [] }],
    components: { securitySchemes: { serverToken: { type: 'http', scheme: 'bearer' } } },
    paths: {
      '/heartbeat': {
        get: {
          summary: 'Check the token and tell the site this server is alive',
          responses: { '200': json(heartbeatResponse, 'The server name the token belongs to.'), ...errors },
        },
      },
      '/link/complete': {
        post: {
          summary: 'Complete an account link with the code a player typed (`/link CODE`)',
          description:
            'Links the Minecraft account to the site account that asked for the code. A Minecraft account ' +
            'already linked to another site account moves to this one and the other is unlinked.',
          requestBody: {
            required: true,
            ...json(linkCompleteRequest, 'Code and the player typing it.', 'input'),
          },
          responses: {
            '200': json(linkCompleteResponse, 'Linked. Tell the player in chat.'),
            '404': json(bridgeError, 'Unknown code.'),
            '409': json(bridgeError, 'Code already used.'),
            '410': json(bridgeError, 'Code expired.'),
            ...errors,
          },
        },
      },
      '/matches': {
        post: {
          summary: 'Report a gym battle, when it starts and again when it ends',
          description:
            'Send `match_id` (your own id) with the players and `started_at` when the battle starts, and the same ' +
            'body plus `ended_at` and `winner_uuid` when it ends. The site then updates both Elo ratings, wins, ' +
            "losses, streaks and the leader's win rate and badges in one step. Repeating a finished report " +
            'changes nothing (`applied: false`).',
          requestBody: { required: true, ...json(matchReportRequest, 'The battle.', 'input') },
          responses: { '200': json(matchReportResponse, 'Recorded (with the rating changes).'), ...errors },
        },
      },
      '/presence': {
        post: {
          summary: "Set a gym leader's status",
          description:
            'Send it when a leader joins, leaves or starts/ends a battle, and at least every minute while the ' +
            'leader is online or busy: a leader not reported for LEADER_PRESENCE_TIMEOUT_SECONDS goes offline.',
          requestBody: { required: true, ...json(presenceRequest, 'Leader and status.', 'input') },
          responses: {
            '200': json(presenceResponse, 'Status stored.'),
            '404': json(bridgeError, 'No gym leader is linked to this Minecraft account.'),
            ...errors,
          },
        },
      },
      '/season/badges': {
        post: {
          summary: 'Award (or take back) a Season 1 badge or the champion flag',
          requestBody: { required: true, ...json(badgeAwardRequest, 'Player and badge.', 'input') },
          responses: { '200': json(badgeAwardResponse, "The player's badge count now."), ...errors },
        },
      },
      '/deliveries': {
        get: {
          summary: 'Lease due deliveries',
          description:
            'Returns up to `limit` deliveries and leases them to this server. Pass the players online now in ' +
            '`online`: deliveries with `require_online` are only handed out for them. Run each command, check ' +
            '`require_online` again right before running it, and acknowledge it. A delivery that is not ' +
            'acknowledged before `lease_expires_at` is handed out again with the same `id`: keep the ids you ' +
            'have run and skip them.',
          parameters: [
            {
              name: 'limit',
              in: 'query',
              schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
            },
            {
              name: 'online',
              in: 'query',
              description: 'Comma-separated UUIDs of the players online now.',
              schema: { type: 'string' },
            },
          ],
          responses: { '200': json(deliveriesResponse, 'Leased deliveries, oldest first.'), ...errors },
        },
      },
      '/deliveries/{id}/ack': {
        post: {
          summary: 'Acknowledge a delivery',
          description:
            '`delivered`: ran it (final; repeating this is harmless). `failed`: it errored; it is retried after ' +
            '30 s, 2 min, 10 min and 1 h, then marked dead for staff. `deferred`: the player went offline; it ' +
            'goes back to the queue without counting as a failure.',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          ],
          requestBody: { required: true, ...json(deliveryAckRequest, 'Outcome.', 'input') },
          responses: {
            '200': json(deliveryAckResponse, 'State after the acknowledgement.'),
            '404': json(bridgeError, 'Unknown delivery.'),
            ...errors,
          },
        },
      },
    },
  };
}
