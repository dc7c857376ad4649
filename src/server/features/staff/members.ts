/**
 * Staff members: admins (from ADMIN_DISCORD_IDS only) grant and revoke the staff role in the
 * console; the server brings the admin role in line with the setting at every start.
 */
import { and, asc, eq, ilike, inArray, notInArray, or } from 'drizzle-orm';
import type { StaffMember } from '../../../shared/staff/api';
import type { GrantableRole } from '../../../shared/staff/review';
import type { Deps, SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { configuredAdminIds } from '../auth';
import { recordAudit } from './audit';

const memberColumns = {
  id: users.id,
  discord_username: users.discord_username,
  full_name: users.full_name,
  role: users.role,
  created_at: users.created_at,
};

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
    await tx.update(users).set({ role, updated_at: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      action: 'member.role',
      targetType: 'user',
      targetId: userId,
      before: { role: member.role, discord_username: member.discord_username },
      after: { role, discord_username: member.discord_username },
    });
    return toMember({ ...member, role });
  });
}

/**
 * At start-up: listed accounts become admins, admins no longer listed become staff (so removing
 * an id and restarting revokes it). Each change is audited with the server as the actor.
 */
export async function syncConfiguredAdmins(deps: Deps): Promise<void> {
  const listed = [...configuredAdminIds(deps.env)];
  const changed = await deps.database.db.transaction(async (tx) => {
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
        ),
      )
      .orderBy(asc(users.id))
      .for('update');
    for (const row of rows) {
      const role = listed.includes(row.discord_id) ? 'admin' : 'staff';
      await tx.update(users).set({ role, updated_at: new Date() }).where(eq(users.id, row.id));
      await recordAudit(tx, null, {
        action: 'member.role',
        targetType: 'user',
        targetId: row.id,
        before: { role: row.role, discord_username: row.discord_username },
        after: { role, discord_username: row.discord_username, source: 'ADMIN_DISCORD_IDS' },
      });
    }
    return rows.length;
  });
  if (changed > 0) deps.logger.info({ changed }, 'admin roles brought in line with ADMIN_DISCORD_IDS');
}
