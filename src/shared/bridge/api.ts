/**
 * Request and response bodies of the game-server bridge (/api/game/v1); the link dialog's answers
 * are in `link-dialog.ts`.
 * The server validates with these schemas and generates the OpenAPI document from them.
 */
import { z } from '../zod';
import { LINK_CODE_PATTERN } from './link-code';
import { SEASON1_GYM_TYPES } from './season';

export const minecraftUuid = z.uuid('must be a UUID like 069a79f4-44e9-4726-a5be-fca90e38aaf5');
export const minecraftName = z
  .string()
  .regex(/^[A-Za-z0-9_]{3,16}$/, 'must be a Minecraft name: 3-16 letters, digits or underscores');

export const linkCompleteRequest = z.object({
  code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(LINK_CODE_PATTERN, 'is not a link code')),
  player_uuid: minecraftUuid,
  player_name: minecraftName,
});

export const linkCompleteResponse = z.object({
  linked: z.literal(true),
  /** The site account's name, for the in-game confirmation message. */
  site_username: z.string(),
  /** Set when this Minecraft account was linked to another site account before. */
  moved_from_other_account: z.boolean(),
});

export const deliveryItem = z.object({
  /** Stable across hand-outs: the plugin drops a delivery whose id it has already run. */
  id: z.uuid(),
  player_uuid: minecraftUuid,
  player_name: z.string().nullable(),
  command: z.string(),
  /** Run only while the player is online; otherwise acknowledge with `deferred`. */
  require_online: z.boolean(),
  /** Until when this server holds the delivery; unacknowledged ones are handed out again after. */
  lease_expires_at: z.string(),
  attempt: z.number().int(),
});
export type DeliveryItem = z.infer<typeof deliveryItem>;

export const deliveriesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Comma-separated UUIDs of players online now; online-only deliveries for others are held back. */
  online: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(minecraftUuid).max(1000)),
});

export const deliveriesResponse = z.object({ deliveries: z.array(deliveryItem) });

export const deliveryAckRequest = z.object({
  status: z.enum(['delivered', 'failed', 'deferred']),
  error: z.string().max(500).optional(),
});

export const deliveryAckResponse = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'leased', 'delivered', 'dead']),
  /** False when the acknowledgement changed nothing (already delivered, or lease taken over). */
  applied: z.boolean(),
});

export const heartbeatResponse = z.object({ server: z.string(), time: z.string() });

export const matchReportRequest = z
  .object({
    /** The game server's own id for the battle: reporting it again changes nothing. */
    match_id: z.string().trim().min(1).max(100),
    gym_id: z.string().trim().max(50).optional(),
    leader_uuid: minecraftUuid,
    leader_name: minecraftName.optional(),
    challenger_uuid: minecraftUuid,
    challenger_name: minecraftName.optional(),
    started_at: z.iso.datetime({ offset: true }),
    /** Absent while the battle is running; report again with it (and the winner) when it ends. */
    ended_at: z.iso.datetime({ offset: true }).optional(),
    winner_uuid: minecraftUuid.optional(),
    /** Free text for battles without a winner (draw, forfeit before start…). */
    result: z.string().trim().max(100).optional(),
    /**
     * The battle's Showdown protocol log, one message a line, for the match's replay page. Checked
     * on its own (shared/replays/protocol.ts): a log that fails is refused in `replay`, and the
     * match is recorded all the same. The body limit of this route bounds it before that.
     */
    showdown_log: z.string().optional(),
  })
  .refine((m) => m.leader_uuid !== m.challenger_uuid, {
    path: ['challenger_uuid'],
    message: 'must differ from the leader',
  })
  .refine((m) => !m.winner_uuid || m.winner_uuid === m.leader_uuid || m.winner_uuid === m.challenger_uuid, {
    path: ['winner_uuid'],
    message: 'must be the leader or the challenger',
  })
  .refine((m) => !m.winner_uuid || m.ended_at, {
    path: ['ended_at'],
    message: 'is required once there is a winner',
  })
  .refine((m) => !m.ended_at || new Date(m.ended_at) >= new Date(m.started_at), {
    path: ['ended_at'],
    message: 'must not be before started_at',
  });

export const matchReportResponse = z.object({
  id: z.uuid(),
  state: z.enum(['in_progress', 'finished']),
  /** False when this report repeated one already recorded (nothing changed). */
  applied: z.boolean(),
  leader_delta: z.number().int().nullable(),
  challenger_delta: z.number().int().nullable(),
  /**
   * What became of `showdown_log`: null when none was sent; `stored` (a repeated report keeps the
   * first log stored); or refused, with the reason and the 1-based line it names (null when the
   * reason is the whole log: its size or a missing player).
   */
  replay: z
    .discriminatedUnion('status', [
      z.object({ status: z.literal('stored') }),
      z.object({ status: z.literal('refused'), line: z.number().int().nullable(), reason: z.string() }),
    ])
    .nullable(),
});

export const presenceRequest = z.object({
  leader_uuid: minecraftUuid,
  status: z.enum(['online', 'busy', 'offline']),
  next_available_ts: z.iso.datetime({ offset: true }).nullable().optional(),
});

export const presenceResponse = z.object({
  leader_id: z.uuid(),
  status: z.enum(['online', 'busy', 'offline']),
});

export const badgeAwardRequest = z.object({
  player_uuid: minecraftUuid,
  player_name: minecraftName.optional(),
  /** A Season 1 gym type, or "champion" for the champion flag. */
  badge: z.enum([...SEASON1_GYM_TYPES, 'champion']),
  /** False takes it away again (a staff correction). */
  awarded: z.boolean().default(true),
});

export const badgeAwardResponse = z.object({
  player_uuid: z.uuid(),
  badges: z.number().int(),
  champion: z.boolean(),
});

/** GET /bans: every ban that holds now (shared/bans/rule.ts) of a player with a Minecraft account. */
export const activeBan = z.object({
  ban_id: z.uuid(),
  player_uuid: minecraftUuid,
  player_name: z.string().nullable(),
  reason: z.string(),
  starts_at: z.iso.datetime(),
  /** Null: until lifted. After this moment the ban no longer holds and leaves this list. */
  ends_at: z.iso.datetime().nullable(),
});
export const activeBansResponse = z.object({ bans: z.array(activeBan) });
