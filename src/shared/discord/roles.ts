/**
 * Discord roles that follow the site: what an admin can map to a guild role (a rank, the gym-leader
 * seat, staff, or being registered for one tournament) and the console's wire shapes.
 */
import * as z from 'zod/mini';

export const RANK_TARGETS = ['rank:ace', 'rank:expert', 'rank:elite', 'rank:master'] as const;
export const FIXED_ROLE_TARGETS = [...RANK_TARGETS, 'gym_leader', 'staff'] as const;

/** `tournament:<uuid>`: registered (not waitlisted) for that tournament. */
export const TOURNAMENT_TARGET = /^tournament:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isRoleTarget = (target: string) =>
  (FIXED_ROLE_TARGETS as readonly string[]).includes(target) || TOURNAMENT_TARGET.test(target);

export const roleMappingView = z.object({
  target: z.string(),
  /** What the target is, for people: "Ace rank", "Registered for Spring Cup". */
  label: z.string(),
  /** The guild role, or null when this target has none yet. */
  role_id: z.nullable(z.string()),
});

/** GET /api/staff/discord/roles: every target with its role, and the bot's state. */
export const roleMappingsResponse = z.object({
  mappings: z.array(roleMappingView),
  /** False without DISCORD_BOT_TOKEN and DISCORD_GUILD_ID: changes become "would send" entries. */
  bot_configured: z.boolean(),
  /** The site runs as a demo (no Discord sign-in): nothing is sent, role changes are listed. */
  demo_mode: z.boolean(),
  /**
   * Role changes Discord refused with 403 (the bot lacks Manage Roles or sits too low) since the
   * last one it accepted: a change that goes through after a fix clears the warning.
   */
  missing_permission: z.number(),
  /** When the newest of those was queued, or null. */
  last_refused_at: z.nullable(z.string()),
  /** Role changes kept as "would send" because no bot is configured. */
  would_send: z.number(),
});
export type RoleMappingsResponse = z.infer<typeof roleMappingsResponse>;
