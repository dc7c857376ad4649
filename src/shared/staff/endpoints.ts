/**
 * The console's own rows of the browser endpoint table: the review queues, the audit log, staff
 * members and staff notices. A domain's console rows live with the domain
 * (`src/shared/<domain>/console/endpoints.ts`).
 */
import { endpoint, requestType, type Summaries } from '../api/endpoint';
import type { z } from '../zod';
import {
  auditResponse,
  bulkStatusResponse,
  queueResponse,
  roleChangeResponse,
  staffMembersResponse,
  submissionDetailResponse,
} from './api';
import { staffNotificationsResponse } from './notifications';
import { staffOverviewResponse } from './overview';
import type {
  bulkStatusSchema,
  permissionChangeSchema,
  roleChangeSchema,
  submissionUpdateSchema,
} from './requests';

export const staffEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/staff/overview',
    auth: 'staff',
    answer: staffOverviewResponse,
  }),
  notifications: endpoint({
    method: 'GET',
    path: '/staff/notifications',
    auth: 'staff',
    answer: staffNotificationsResponse,
  }),
  members: endpoint({ method: 'GET', path: '/staff/members', auth: 'staff', answer: staffMembersResponse }),
  changeRole: endpoint({
    method: 'POST',
    path: '/staff/members/:userId/role',
    auth: 'admin',
    answer: roleChangeResponse,
    body: requestType<z.input<typeof roleChangeSchema>>(),
  }),
  changePermission: endpoint({
    method: 'POST',
    path: '/staff/members/:userId/permissions',
    auth: 'admin',
    answer: roleChangeResponse,
    body: requestType<z.input<typeof permissionChangeSchema>>(),
  }),
  audit: endpoint({ method: 'GET', path: '/staff/audit', auth: 'staff', answer: auditResponse }),
  queue: endpoint({ method: 'GET', path: '/staff/submissions', auth: 'staff', answer: queueResponse }),
  bulkStatus: endpoint({
    method: 'POST',
    path: '/staff/submissions/bulk',
    auth: 'staff',
    answer: bulkStatusResponse,
    body: requestType<z.input<typeof bulkStatusSchema>>(),
  }),
  submission: endpoint({
    method: 'GET',
    path: '/staff/submissions/:kind/:id',
    auth: 'staff',
    answer: submissionDetailResponse,
  }),
  updateSubmission: endpoint({
    method: 'PATCH',
    path: '/staff/submissions/:kind/:id',
    auth: 'staff',
    answer: submissionDetailResponse,
    body: requestType<z.input<typeof submissionUpdateSchema>>(),
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const staffSummaries: Summaries<typeof staffEndpoints> = {
  overview:
    'What needs staff now: open submissions, deliveries needing attention, disputes, check-ins due, failed notices',
  notifications: 'Whether staff notices go to Discord, and the failed ones',
  members: 'Staff and admins, or accounts found by name to grant the role',
  changeRole: 'Grant or revoke the staff role (admins)',
  changePermission: 'Give or take a permission such as editor (admins)',
  audit: 'The audit log, newest first, filtered by actor or target',
  queue: 'The review queues of every form, filtered and paged',
  bulkStatus: 'Change the status of many submissions at once',
  submission: 'One submission with every field, its files and its history',
  updateSubmission: "Change a submission's status, reply, note or assignee",
};
