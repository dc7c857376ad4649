/**
 * /api/staff: the staff console's API. Every route checks the role first (visitors 401, players
 * 403) before it reads its input, and every write goes through the audit log.
 */

import type { Context } from 'hono';
import type {
  AuditResponse,
  BulkStatusResponse,
  QueueResponse,
  RoleChangeResponse,
  StaffMembersResponse,
  SubmissionDetailResponse,
} from '../../../shared/staff/api';
import { staffEndpoints } from '../../../shared/staff/endpoints';
import type { StaffNotificationsResponse } from '../../../shared/staff/notifications';
import type { StaffOverviewResponse } from '../../../shared/staff/overview';
import {
  auditQuerySchema,
  bulkStatusSchema,
  membersQuerySchema,
  permissionChangeSchema,
  queueQuerySchema,
  roleChangeSchema,
  submissionUpdateSchema,
} from '../../../shared/staff/requests';
import { isFormKind } from '../../../shared/staff/review';
import type { AppEnv, Deps } from '../../context';
import type { Db } from '../../db/client';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { notFound, pathId } from '../../lib/errors';
import { requireAdmin, requireStaff } from '../auth';
import { listAudit } from './audit';
import { changePermission, changeRole, listMembers } from './members';
import { notificationSummary } from './notifier';
import { type OverviewSources, staffOverview } from './overview';
import { listQueue } from './queue';
import { bulkStatus, type LiftAppealedBan, updateSubmission } from './review';
import { readSubmission } from './submission';

const STAFF_ONLY = 'The staff console is for staff members.';

/** The submission a path names, or 404 (an unknown kind or id reads like a missing submission). */
function submissionParams(c: Context<AppEnv>) {
  const kind = c.req.param('kind') ?? '';
  if (!isFormKind(kind)) throw notFound('No such submission.');
  return { kind, id: pathId(c.req.param('id') ?? '', 'No such submission.') };
}

async function detail(db: Db, kind: Parameters<typeof readSubmission>[1], id: string) {
  const submission = await readSubmission(db, kind, id);
  if (!submission) throw notFound('No such submission.');
  return { submission } satisfies SubmissionDetailResponse;
}

/** `overview` counts the To do lines other features own; `liftAppealedBan` is the bans feature's. */
export function staffRoutes(
  deps: Deps,
  domains: { overview: OverviewSources; liftAppealedBan?: LiftAppealedBan },
) {
  const { liftAppealedBan } = domains;
  const { db } = deps.database;
  const rows = staffEndpoints;
  return endpointRoutes('/staff')
    .on(rows.overview, async (c) => {
      requireStaff(c, STAFF_ONLY);
      return c.json((await staffOverview(deps, domains.overview)) satisfies StaffOverviewResponse);
    })
    .on(rows.notifications, async (c) => {
      requireStaff(c, STAFF_ONLY);
      return c.json((await notificationSummary(deps)) satisfies StaffNotificationsResponse);
    })
    .on(rows.members, { query: membersQuerySchema }, async (c, request) => {
      requireStaff(c, STAFF_ONLY);
      const { q } = request.query();
      return c.json({ members: await listMembers(db, q) } satisfies StaffMembersResponse);
    })
    .on(rows.changeRole, { body: roleChangeSchema }, async (c, request) => {
      const actor = requireAdmin(c, 'Only admins can grant or revoke the staff role.');
      const userId = pathId(c.req.param('userId'), 'No such account.');
      const { role } = await request.body();
      return c.json({ member: await changeRole(db, actor, userId, role) } satisfies RoleChangeResponse);
    })
    .on(rows.changePermission, { body: permissionChangeSchema }, async (c, request) => {
      const actor = requireAdmin(c, 'Only admins can give or take permissions.');
      const userId = pathId(c.req.param('userId'), 'No such account.');
      const { permission, granted } = await request.body();
      const member = await changePermission(db, actor, userId, permission, granted);
      return c.json({ member } satisfies RoleChangeResponse);
    })
    .on(rows.audit, { query: auditQuerySchema }, async (c, request) => {
      requireStaff(c, STAFF_ONLY);
      return c.json((await listAudit(db, request.query())) satisfies AuditResponse);
    })
    .on(rows.queue, { query: queueQuerySchema }, async (c, request) => {
      const viewer = requireStaff(c, STAFF_ONLY);
      return c.json((await listQueue(db, viewer.id, request.query())) satisfies QueueResponse);
    })
    .on(rows.bulkStatus, { body: bulkStatusSchema }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      return c.json((await bulkStatus(db, actor, await request.body())) satisfies BulkStatusResponse);
    })
    .on(rows.submission, async (c) => {
      requireStaff(c, STAFF_ONLY);
      const { kind, id } = submissionParams(c);
      return c.json(await detail(db, kind, id));
    })
    .on(rows.updateSubmission, { body: submissionUpdateSchema }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const { kind, id } = submissionParams(c);
      await updateSubmission(db, actor, kind, id, await request.body(), liftAppealedBan);
      return c.json(await detail(db, kind, id));
    }).routes;
}
