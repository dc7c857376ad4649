/**
 * /api/staff/discord/roles: admins map ranks, the gym-leader seat, staff and tournaments to guild
 * roles. A change is audited; members get the new role at the next change that concerns them or at
 * the nightly reconciliation. A replaced or cleared role is taken back at once, in the change's
 * transaction, from every member the bot gave it (the reconciliation compares only mapped roles).
 */
import { asc, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { discordConsoleEndpoints } from '../../../../shared/discord/console/endpoints';
import { roleMappingUpdate } from '../../../../shared/discord/requests';
import { FIXED_ROLE_TARGETS, type RoleMappingsResponse } from '../../../../shared/discord/roles';
import type { Deps } from '../../../context';
import type { Tx } from '../../../db/client';
import { discordRoleMappings, outboxMessages, tournaments } from '../../../db/schema';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { AppError, notFound } from '../../../lib/errors';
import { requireAdmin } from '../../auth';
import { MISSING_PERMISSION, queueRoleTakeBack } from '../../outbox';
import { auditAs } from '../../staff';

const ADMINS_ONLY = 'Only admins can map Discord roles.';
/** Tournaments offered in the panel: the next few not yet finished, and any already mapped. */
const TOURNAMENTS_LISTED = 20;

/** Tournaments a "registered for" role is still useful for: not finished nor called off. */
const openTournaments = notInArray(tournaments.status, ['completed', 'cancelled']);

const FIXED_LABELS: Record<(typeof FIXED_ROLE_TARGETS)[number], string> = {
  'rank:ace': 'Ace rank',
  'rank:expert': 'Expert rank',
  'rank:elite': 'Elite rank',
  'rank:master': 'Master rank',
  gym_leader: 'Gym-leader seat',
  staff: 'Staff',
};

/**
 * What a target is, for people and the audit log; a tournament that does not exist is a 404. A
 * cancelled cup's role is held by nobody (its cancel took it back), so it can only be unmapped. Read
 * in the write's transaction, its cup shared-locked: a cancel waits for the mapping, then takes it back.
 */
async function labelOf(tx: Tx, target: string, roleId: string | null): Promise<string> {
  if (target in FIXED_LABELS) return FIXED_LABELS[target as keyof typeof FIXED_LABELS];
  const [cup] = await tx
    .select({ name: tournaments.name, status: tournaments.status })
    .from(tournaments)
    .where(eq(tournaments.id, target.slice('tournament:'.length)))
    .for('share');
  if (!cup) throw notFound('That tournament does not exist any more.');
  if (cup.status === 'cancelled' && roleId !== null) {
    throw new AppError(409, 'tournament_cancelled', 'That tournament was cancelled: nobody holds its role.');
  }
  return `Registered for ${cup.name}`;
}

export function discordConsoleRoutes(deps: Deps) {
  const { db } = deps.database;

  async function answer(): Promise<RoleMappingsResponse> {
    const mapped = new Map(
      (await db.select().from(discordRoleMappings)).map((m) => [m.target, m.role_id] as const),
    );
    const mappedTournaments = [...mapped.keys()]
      .filter((t) => t.startsWith('tournament:'))
      .map((t) => t.slice('tournament:'.length));
    // Tournaments still ahead or running (the ones a "registered for" role is useful for), and
    // any finished one that keeps a mapping, so it can be cleared.
    const cups = await db
      .select({ id: tournaments.id, name: tournaments.name })
      .from(tournaments)
      .where(
        mappedTournaments.length
          ? or(openTournaments, inArray(tournaments.id, mappedTournaments))
          : openTournaments,
      )
      .orderBy(
        ...(mappedTournaments.length ? [desc(inArray(tournaments.id, mappedTournaments))] : []),
        asc(tournaments.starts_at),
      )
      .limit(TOURNAMENTS_LISTED + mappedTournaments.length);
    // Refusals since the last change Discord accepted: a fixed permission clears the warning.
    const refusedSinceLastSent = sql`${outboxMessages.status} = 'failed'
      and ${outboxMessages.last_error} = ${MISSING_PERMISSION}
      and ${outboxMessages.id} > (select coalesce(max(id), 0) from outbox_messages
                                   where kind = 'discord_role' and status = 'sent')`;
    const [roleChanges] = await db
      .select({
        refused: sql<number>`count(*) filter (where ${refusedSinceLastSent})`.mapWith(Number),
        lastRefusedAt: sql<
          string | null
        >`max(${outboxMessages.created_at}) filter (where ${refusedSinceLastSent})`,
        wouldSend: sql<number>`count(*) filter (where ${outboxMessages.status} = 'would_send')`.mapWith(
          Number,
        ),
      })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'discord_role'));
    return {
      mappings: [
        ...FIXED_ROLE_TARGETS.map((target) => ({
          target,
          label: FIXED_LABELS[target],
          role_id: mapped.get(target) ?? null,
        })),
        ...cups.map((cup) => ({
          target: `tournament:${cup.id}`,
          label: `Registered for ${cup.name}`,
          role_id: mapped.get(`tournament:${cup.id}`) ?? null,
        })),
      ],
      bot_configured: Boolean(deps.env.DISCORD_BOT_TOKEN && deps.env.DISCORD_GUILD_ID),
      demo_mode: deps.env.demoMode,
      missing_permission: roleChanges?.refused ?? 0,
      last_refused_at: roleChanges?.lastRefusedAt ? new Date(roleChanges.lastRefusedAt).toISOString() : null,
      would_send: roleChanges?.wouldSend ?? 0,
    };
  }

  return endpointRoutes('/staff/discord')
    .on(discordConsoleEndpoints.roles, async (c) => {
      requireAdmin(c, ADMINS_ONLY);
      c.header('Cache-Control', 'no-store');
      return c.json(await answer());
    })
    .on(discordConsoleEndpoints.saveRole, { body: roleMappingUpdate }, async (c, request) => {
      const actor = requireAdmin(c, ADMINS_ONLY);
      const { target, role_id: roleId } = await request.body();
      await db.transaction(async (tx) => {
        const label = await labelOf(tx, target, roleId);
        const [before] = await tx
          .select({ role_id: discordRoleMappings.role_id })
          .from(discordRoleMappings)
          .where(eq(discordRoleMappings.target, target))
          .for('update');
        if ((before?.role_id ?? null) === roleId) return;
        if (roleId === null) {
          await tx.delete(discordRoleMappings).where(eq(discordRoleMappings.target, target));
        } else {
          await tx
            .insert(discordRoleMappings)
            .values({ target, role_id: roleId, updated_at: deps.now() })
            .onConflictDoUpdate({
              target: discordRoleMappings.target,
              set: { role_id: roleId, updated_at: deps.now() },
            });
        }
        const takenBack = before ? await queueRoleTakeBack(tx, before.role_id, target) : 0;
        await auditAs(actor)(tx, {
          action: 'discord.role_mapping',
          targetType: 'discord_role',
          targetId: target,
          before: { for: label, role_id: before?.role_id ?? null },
          after: {
            for: label,
            role_id: roleId,
            ...(before ? { old_role_taken_back_from: `${takenBack} members` } : {}),
          },
        });
      });
      return c.json(await answer());
    }).routes;
}
