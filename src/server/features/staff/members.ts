/**
 * Staff members: admins (from ADMIN_DISCORD_IDS only) grant and revoke the staff role in the
 * console; the server brings the admin role in line with the setting at every start.
 */
import { and, asc, eq, ilike, inArray, like, notInArray, or, sql } from 'drizzle-orm';
import type { StaffMember } from '../../../shared/staff/api';
import type { GrantableRole, StaffPermission } from '../../../shared/staff/review';
import type { Deps, SessionUser } from '../../context';
import type { Db, Tx } from '../../db/client';
import { sessions, staffPermissions, users } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { configuredAdminIds, DEMO_DISCORD_ID_PREFIX, isDemoDiscordId } from '../auth';
import { queueRoleSync } from '../outbox';
import { recordAudit } from './audit';

const memberColumns = {
  id: users.id,
  discord_username: users.discord_username,
  full_name: users.full_name,
  role: users.role,
  editor: sql<boolean>`(${users.role} = 'admin' or exists (select 1 from ${staffPermissions} where ${staffPermissions.user_id} = ${users.id} and ${staffPermissions.permission} = 'editor'))`,
  created_at: users.created_at,
};

/**
 * The one way a role changes. Permissions belong to the staff role: an account leaving it (to
 * player, or to admin, which holds every permission anyway) loses them, so staff again later
 * start without them.
 */
async function setRole(tx: Tx, userId: string, role: (typeof users.$inferSelect)['role']) {
  await tx.update(users).set({ role, updated_at: new Date() }).where(eq(users.id, userId));
  if (role !== 'staff') await tx.delete(staffPermissions).where(eq(staffPermissions.user_id, userId));
}

const toMember = (row: { created_at: Date } & Omit<StaffMember, 'created_at'>): StaffMember => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Staff and admins; with `q`, any account whose Discord or display name contains it (to grant). */
export async function listMembers(db: Db, q: string | undefined): Promise<StaffMember[]> {
  const rows = q
    ? await db
        .select(memberColumns)
        .from(users)
        .where(or(ilike(users.discord_username, containing(q)), ilike(users.full_name, containing(q))))
        .orderBy(asc(users.discord_username))
        .limit(20)
    : await db
        .select(memberColumns)
        .from(users)
        .where(inArray(users.role, ['staff', 'admin']))
        .orderBy(asc(users.role), asc(users.discord_username))
        .limit(500);
  return rows.map(toMember);
}

export async function changeRole(
  db: Db,
  actor: SessionUser,
  userId: string,
  role: GrantableRole,
): Promise<StaffMember> {
  if (userId === actor.id) throw forbidden('You cannot change your own role.');
  return db.transaction(async (tx) => {
    const [member] = await tx.select(memberColumns).from(users).where(eq(users.id, userId)).for('update');
    if (!member) throw notFound('No such account.');
    if (member.role === 'admin') {
      throw new AppError(
        403,
        'admin_role',
        'Admins are set in ADMIN_DISCORD_IDS and cannot be changed here.',
      );
    }
    if (member.role === role) return toMember(member);
    await setRole(tx, userId, role);
    await queueRoleSync(tx, userId, 'staff');
    await recordAudit(tx, actor, {
      action: 'member.role',
      targetType: 'user',
      targetId: userId,
      before: { role: member.role, discord_username: member.discord_username },
      after: { role, discord_username: member.discord_username },
    });
    return toMember({ ...member, role, editor: false });
  });
}

/** An admin gives a staff member a permission or takes it back; admins hold every permission. */
export async function changePermission(
  db: Db,
  actor: SessionUser,
  userId: string,
  permission: StaffPermission,
  granted: boolean,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select(memberColumns).from(users).where(eq(users.id, userId)).for('update');
    if (!member) throw notFound('No such account.');
    if (member.role !== 'staff') {
      throw new AppError(
        409,
        'not_staff',
        member.role === 'admin' ? 'Admins can already do everything.' : 'Make this account staff first.',
      );
    }
    if (member.editor === granted) return toMember(member);
    if (granted) await tx.insert(staffPermissions).values({ user_id: userId, permission });
    else {
      await tx
        .delete(staffPermissions)
        .where(and(eq(staffPermissions.user_id, userId), eq(staffPermissions.permission, permission)));
    }
    await recordAudit(tx, actor, {
      action: 'member.permission',
      targetType: 'user',
      targetId: userId,
      before: { [permission]: !granted, discord_username: member.discord_username },
      after: { [permission]: granted, discord_username: member.discord_username },
    });
    return toMember({ ...member, editor: granted });
  });
}

/**
 * At start-up, roles follow the configuration: listed accounts become admins and admins no longer
 * listed become players, so removing an id ends that person's console access. Outside demo mode
 * the demo accounts (which anyone could sign in as) lose every session and any staff or admin
 * role. Each role change is audited with the server as the actor.
 */
export async function syncConfiguredAdmins(deps: Deps): Promise<void> {
  const listed = [...configuredAdminIds(deps.env)];
  const retireDemo = !deps.env.demoMode;
  const demoAccount = like(users.discord_id, `${DEMO_DISCORD_ID_PREFIX}%`);
  const result = await deps.database.db.transaction(async (tx) => {
    const endedSessions = retireDemo
      ? await tx
          .delete(sessions)
          .where(inArray(sessions.user_id, tx.select({ id: users.id }).from(users).where(demoAccount)))
          .returning({ id: sessions.id })
      : [];
    const promote = listed.length > 0 ? inArray(users.discord_id, listed) : undefined;
    const stale = listed.length > 0 ? notInArray(users.discord_id, listed) : undefined;
    const rows = await tx
      .select({
        id: users.id,
        discord_username: users.discord_username,
        role: users.role,
        discord_id: users.discord_id,
      })
      .from(users)
      .where(
        or(
          promote && and(promote, inArray(users.role, ['player', 'staff'])),
          and(eq(users.role, 'admin'), stale),
          retireDemo ? and(demoAccount, inArray(users.role, ['staff', 'admin'])) : undefined,
        ),
      )
      .orderBy(asc(users.id))
      .for('update');
    for (const row of rows) {
      const demo = retireDemo && isDemoDiscordId(row.discord_id);
      const role = !demo && listed.includes(row.discord_id) ? 'admin' : 'player';
      await setRole(tx, row.id, role);
      await queueRoleSync(tx, row.id, 'staff');
      await recordAudit(tx, null, {
        action: 'member.role',
        targetType: 'user',
        targetId: row.id,
        before: { role: row.role, discord_username: row.discord_username },
        after: {
          role,
          discord_username: row.discord_username,
          source: demo ? 'demo account outside demo mode' : 'ADMIN_DISCORD_IDS',
        },
      });
    }
    return { changed: rows.length, endedSessions: endedSessions.length };
  });
  if (result.changed > 0)
    deps.logger.info({ changed: result.changed }, 'roles brought in line with the configuration');
  if (result.endedSessions > 0) {
    deps.logger.warn(
      { sessions: result.endedSessions },
      'ended the sessions of demo accounts outside demo mode',
    );
  }
}
