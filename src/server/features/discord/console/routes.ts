/**
 * /api/staff/discord/roles: admins map ranks, the gym-leader seat, staff and tournaments to guild
 * roles. A change is audited; members get the new role at the next change that concerns them or at
 * the nightly reconciliation, which also takes a replaced role back from them.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { discordConsoleEndpoints } from '../../../../shared/discord/console/endpoints';
import { roleMappingUpdate } from '../../../../shared/discord/requests';
import { FIXED_ROLE_TARGETS, type RoleMappingsResponse } from '../../../../shared/discord/roles';
import type { Deps } from '../../../context';
import { discordRoleMappings, outboxMessages, tournaments } from '../../../db/schema';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { requireAdmin } from '../../auth';
import { MISSING_PERMISSION } from '../../outbox';
import { auditAs } from '../../staff';

const ADMINS_ONLY = 'Only admins can map Discord roles.';
/** Tournaments offered in the panel: the newest few, and any already mapped. */
const TOURNAMENTS_LISTED = 20;

const FIXED_LABELS: Record<(typeof FIXED_ROLE_TARGETS)[number], string> = {
  'rank:ace': 'Ace rank',
  'rank:expert': 'Expert rank',
  'rank:elite': 'Elite rank',
  'rank:master': 'Master rank',
  gym_leader: 'Gym-leader seat',
  staff: 'Staff',
};

export function discordConsoleRoutes(deps: Deps) {
  const { db } = deps.database;

  async function answer(): Promise<RoleMappingsResponse> {
    const mapped = new Map(
      (await db.select().from(discordRoleMappings)).map((m) => [m.target, m.role_id] as const),
    );
    const mappedTournaments = [...mapped.keys()]
      .filter((t) => t.startsWith('tournament:'))
      .map((t) => t.slice('tournament:'.length));
    const cups = await db
      .select({ id: tournaments.id, name: tournaments.name })
      .from(tournaments)
      .where(
        mappedTournaments.length
          ? sql`${tournaments.id} in (select id from tournaments order by starts_at desc limit ${TOURNAMENTS_LISTED}) or ${inArray(tournaments.id, mappedTournaments)}`
          : sql`${tournaments.id} in (select id from tournaments order by starts_at desc limit ${TOURNAMENTS_LISTED})`,
      )
      .orderBy(desc(tournaments.starts_at));
    const [forbidden] = await db
      .select({ count: sql<string>`count(*)` })
      .from(outboxMessages)
      .where(
        sql`${outboxMessages.kind} = 'discord_role' and ${outboxMessages.last_error} = ${MISSING_PERMISSION}`,
      );
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
      missing_permission: Number(forbidden?.count ?? 0),
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
        await auditAs(actor)(tx, {
          action: 'discord.role_mapping',
          targetType: 'discord_role',
          targetId: target,
          before: { role_id: before?.role_id ?? null },
          after: { role_id: roleId },
        });
      });
      return c.json(await answer());
    }).routes;
}
