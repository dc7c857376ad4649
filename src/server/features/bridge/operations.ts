/**
 * Every call of the game-server bridge, once: what it accepts, what it answers, what it does. The
 * routes (game-routes.ts) are mounted from this list and the OpenAPI document (openapi.ts) is
 * generated from it, so the two cannot drift.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  activeBansResponse,
  badgeAwardRequest,
  badgeAwardResponse,
  deliveriesQuery,
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
import {
  bridgeMatchResultRequest,
  bridgeMatchResultResponse,
} from '../../../shared/tournaments/bracket-requests';
import { votePartyReport, votePartyReportResponse } from '../../../shared/vote/party-report';
import type { Deps } from '../../context';
import { pathId } from '../../lib/errors';
import { readJson, validate } from '../../lib/validate';
import { completeLink } from '../account-link';
import { recordMatchResult } from '../tournaments';
import { reportVoteParty } from '../vote';
import { listActiveBans } from './bans';
import { acknowledgeDelivery, leaseDeliveries, unknownDelivery } from './deliveries';
import type { GameEnv } from './game-auth';
import { reportMatch } from './match-reports';
import { setLeaderPresence } from './presence';
import { awardSeasonBadge } from './season-badges';

/** A query or path parameter as OpenAPI describes it. */
export interface BridgeParameter {
  name: string;
  in: 'query' | 'path';
  required?: boolean;
  description?: string;
  schema: Record<string, unknown>;
}

export interface BridgeOperation {
  method: 'get' | 'post';
  /** OpenAPI form (`/deliveries/{id}/ack`); the route is mounted with Hono's `:id`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  parameters?: BridgeParameter[];
  body?: { schema: z.ZodType; description: string };
  response: { schema: z.ZodType; description: string };
  /** Refusals particular to this call, by status; the common ones (400, 401, 429) are added to all. */
  errors?: Record<string, string>;
  run: (c: Context<GameEnv>) => Promise<unknown>;
}

/** Ties a handler's input and answer types to the schemas the document shows. */
function operation<B extends z.ZodType, R extends z.ZodType>(
  op: Omit<BridgeOperation, 'body' | 'response' | 'run'> & {
    body?: { schema: B; description: string };
    response: { schema: R; description: string };
    handle: (c: Context<GameEnv>, body: z.output<B>) => Promise<z.input<R>>;
  },
): BridgeOperation {
  const { handle, ...rest } = op;
  return {
    ...rest,
    // Without a body, B is left at its bound and the handler ignores the (absent) input.
    run: async (c) =>
      handle(c, op.body ? validate(op.body.schema, await readJson(c.req.raw)) : (undefined as z.output<B>)),
  };
}

export function bridgeOperations(deps: Deps): BridgeOperation[] {
  return [
    operation({
      method: 'get',
      path: '/heartbeat',
      operationId: 'heartbeat',
      summary: 'Check the token and tell the site this server is alive',
      response: { schema: heartbeatResponse, description: 'The server name the token belongs to.' },
      handle: async (c) => ({ server: c.var.gameServer.name, time: deps.now().toISOString() }),
    }),
    operation({
      method: 'get',
      path: '/bans',
      operationId: 'listActiveBans',
      summary: 'List the bans that hold now, by Minecraft UUID and name',
      description:
        'Every ban staff placed on the site that is not lifted and has no end or an end still ahead, for ' +
        'players with a linked Minecraft account. Each ban and each lift is also queued as a delivery ' +
        '(`ban <name> <reason>`, `pardon <name>`, `source` `ban:<ban_id>`), in order per player; a ban ' +
        'with an end gets its `pardon` delivery within about a minute of running out. Call this at ' +
        'start-up to refuse listed players at login even before the deliveries reach you.',
      response: { schema: activeBansResponse, description: 'The active bans, oldest first.' },
      handle: () => listActiveBans(deps.database.db, deps.now()),
    }),
    operation({
      method: 'post',
      path: '/link/complete',
      operationId: 'completeAccountLink',
      summary: 'Complete an account link with the code a player typed (`/link CODE`)',
      description:
        'Links the Minecraft account to the site account that asked for the code. A Minecraft account ' +
        'already linked to another site account moves to this one and the other is unlinked.',
      body: { schema: linkCompleteRequest, description: 'Code and the player typing it.' },
      response: { schema: linkCompleteResponse, description: 'Linked. Tell the player in chat.' },
      errors: {
        '403': 'The site account is banned and already has another Minecraft account linked.',
        '404': 'Unknown code.',
        '409': 'Code already used.',
        '410': 'Code expired.',
        '429':
          'Too many attempts for this Minecraft account (5 in 10 minutes, wrong codes included), or the ' +
          "server's own rate limit; retry after the `Retry-After` seconds.",
      },
      handle: (_c, input) => completeLink(deps, input),
    }),
    operation({
      method: 'post',
      path: '/matches',
      operationId: 'reportMatch',
      summary: 'Report a gym battle, when it starts and again when it ends',
      description:
        'Send `match_id` (your own id) with the players and `started_at` when the battle starts, and the same ' +
        'body plus `ended_at` and `winner_uuid` when it ends. The site then updates both Elo ratings, wins, ' +
        "losses, streaks and the leader's win rate and badges in one step. Repeating a finished report " +
        "changes nothing (`applied: false`). The finished report may carry `showdown_log`, the battle's " +
        'Showdown protocol log (leader as `p1`; at most 256 KB and 10,000 lines, checked line by line) for ' +
        "the match's replay page: `replay` answers `stored`, or `refused` with the line and the reason, and a " +
        'refused log never refuses the match (its result is recorded all the same).',
      body: { schema: matchReportRequest, description: 'The battle.' },
      response: { schema: matchReportResponse, description: 'Recorded (with the rating changes).' },
      handle: (_c, input) => reportMatch(deps, input),
    }),
    operation({
      method: 'post',
      path: '/presence',
      operationId: 'setLeaderPresence',
      summary: "Set a gym leader's status",
      description:
        'Send it when a leader joins, leaves or starts/ends a battle, and at least every minute while the ' +
        'leader is online or busy: a leader not reported for LEADER_PRESENCE_TIMEOUT_SECONDS goes offline.',
      body: { schema: presenceRequest, description: 'Leader and status.' },
      response: { schema: presenceResponse, description: 'Status stored.' },
      errors: { '404': 'No gym leader is linked to this Minecraft account.' },
      handle: (_c, input) => setLeaderPresence(deps, input),
    }),
    operation({
      method: 'post',
      path: '/season/badges',
      operationId: 'awardSeasonBadge',
      summary: 'Award (or take back) a Season 1 badge or the champion flag',
      body: { schema: badgeAwardRequest, description: 'Player and badge.' },
      response: { schema: badgeAwardResponse, description: "The player's badge count now." },
      handle: (_c, input) => awardSeasonBadge(deps, input),
    }),
    operation({
      method: 'post',
      path: '/vote-party',
      operationId: 'reportVoteParty',
      summary: "Report the vote party's progress",
      description:
        'Send the votes counted towards the next party whenever it changes (the server counts votes; the ' +
        'website shows them live on its vote page). After a party, send the new count (usually 0) with ' +
        '`last_party_at`. A report that changes nothing is accepted and writes nothing.',
      body: { schema: votePartyReport, description: 'Votes towards the next party.' },
      response: { schema: votePartyReportResponse, description: 'The progress now stored.' },
      handle: async (_c, input) => {
        const state = await reportVoteParty(deps, input);
        return { votes: state.votes, threshold: state.threshold, last_party_at: state.last_party_at };
      },
    }),
    operation({
      method: 'post',
      path: '/tournament-matches/result',
      operationId: 'reportTournamentMatchResult',
      summary: 'Report the result of a tournament bracket match',
      description:
        'Send it when a bracket match ends (`status: completed`, with the winner by Minecraft name or ' +
        'registration id), and optionally while it runs (`status: in_progress`, games so far, no winner). ' +
        "A doubles bracket works the same way: a team is named by its player's Minecraft name, and its " +
        'registration id is the team id. ' +
        'The winner moves into the next match of the bracket at once. Reporting a different result for a ' +
        'completed match corrects it: later matches that held the old winner go back to pending with the ' +
        'new one. Repeating a report changes nothing. If the tournament has crowned its champion, a ' +
        'correction that changes who won the Grand Final moves the crown and the champion badge with it.',
      body: { schema: bridgeMatchResultRequest, description: 'The match and its result.' },
      response: {
        schema: bridgeMatchResultResponse,
        description: 'The match as recorded, and where the winner plays next.',
      },
      errors: {
        '404': 'No such tournament, or no such match in its bracket.',
        '409':
          'The bracket is not drawn yet, the match is a bye or the draw, or its players are not known yet; ' +
          'or the tournament was cancelled (`tournament_cancelled`): it takes no more results, so do not retry.',
      },
      handle: async (_c, input) => {
        const recorded = await recordMatchResult(deps.database.db, {
          slug: input.tournament_slug,
          round: input.round_number,
          match: input.match_number,
          games_won_p1: input.games_won_p1,
          games_won_p2: input.games_won_p2,
          status: input.status,
          winner: input.winner_registration_id
            ? { registrationId: input.winner_registration_id }
            : input.winner_minecraft_name
              ? { minecraftName: input.winner_minecraft_name }
              : null,
        });
        const { match, next } = recorded;
        return {
          tournament_slug: recorded.tournamentSlug,
          round_number: match.round_number,
          match_number: match.match_number,
          match_status: match.match_status,
          games_won_p1: match.games_won_p1,
          games_won_p2: match.games_won_p2,
          winner_registration_id: match.winner_id,
          winner_minecraft_name: recorded.winnerName,
          next_match: next ? { round_number: next.round, match_number: next.match, slot: next.slot } : null,
          champion_minecraft_name: recorded.championName,
        };
      },
    }),
    operation({
      method: 'get',
      path: '/deliveries',
      operationId: 'leaseDeliveries',
      summary: 'Lease due deliveries',
      description:
        'Returns up to `limit` deliveries and leases them to this server. Pass the players online now in ' +
        '`online`: deliveries with `require_online` are only handed out for them. Run each command, check ' +
        '`require_online` again right before running it, and acknowledge it. A delivery that is not ' +
        'acknowledged before `lease_expires_at` is handed out again with the same `id`: keep the ids you ' +
        'have run and skip them. Commands about one purchase come in the order they were decided: a later ' +
        'one is handed out only after every earlier one is delivered or dead, so run them as they come.',
      parameters: [
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 } },
        {
          name: 'online',
          in: 'query',
          description: 'Comma-separated UUIDs of the players online now.',
          schema: { type: 'string' },
        },
      ],
      response: { schema: deliveriesResponse, description: 'Leased deliveries, oldest first.' },
      handle: async (c) => {
        const query = validate(deliveriesQuery, c.req.query());
        return { deliveries: await leaseDeliveries(deps, c.var.gameServer.id, query.online, query.limit) };
      },
    }),
    operation({
      method: 'post',
      path: '/deliveries/{id}/ack',
      operationId: 'acknowledgeDelivery',
      summary: 'Acknowledge a delivery',
      description:
        '`delivered`: ran it (final; repeating this is harmless). `failed`: it errored; it is retried after ' +
        '30 s, 2 min, 10 min and 1 h, then marked dead for staff. `deferred`: the player went offline; it ' +
        'goes back to the queue without counting as a failure.',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
      body: { schema: deliveryAckRequest, description: 'Outcome.' },
      response: { schema: deliveryAckResponse, description: 'State after the acknowledgement.' },
      errors: {
        '404': 'Unknown delivery.',
        '409': 'The delivery is not leased to this server (never handed out, or taken over).',
      },
      handle: (c, input) => {
        const id = pathId(c.req.param('id') ?? '', unknownDelivery);
        return acknowledgeDelivery(deps, c.var.gameServer.id, id, input.status, input.error);
      },
    }),
  ];
}
