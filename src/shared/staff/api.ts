/** Wire shapes of the staff console (GET/PATCH/POST /api/staff/…), checked by the contract test. */
import * as z from 'zod/mini';
import { REVIEW_STATUSES } from '../forms/review-status';
import { FORM_KINDS } from '../forms/submissions';
import { AUDIT_TARGET_TYPES } from './review';

const role = z.enum(['player', 'staff', 'admin']);

/** An account as the console names it. */
export const staffPerson = z.object({
  id: z.string(),
  discord_username: z.string(),
  full_name: z.nullable(z.string()),
});
export type StaffPerson = z.infer<typeof staffPerson>;

export const staffMember = z.object({
  ...staffPerson.shape,
  role,
  /** Whether the account may edit the site's texts (admins always may). */
  editor: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** GET /api/staff/members[?q=]: staff and admins, or (with q) accounts whose name matches. */
export const staffMembersResponse = z.object({ members: z.array(staffMember) });
export type StaffMembersResponse = z.infer<typeof staffMembersResponse>;

/** POST /api/staff/members/:userId/role, and /permissions */
export const roleChangeResponse = z.object({ member: staffMember });
export type RoleChangeResponse = z.infer<typeof roleChangeResponse>;

export const queueItem = z.object({
  kind: z.enum(FORM_KINDS),
  id: z.string(),
  summary: z.string(),
  submitter: staffPerson,
  status: z.enum(REVIEW_STATUSES),
  assignee: z.nullable(staffPerson),
  created_at: z.string(),
});
export type QueueItem = z.infer<typeof queueItem>;

/** GET /api/staff/submissions?kind=&status=&q=&assignee=&offset= (newest first). */
export const queueResponse = z.object({
  submissions: z.array(queueItem),
  /** The offset of the next page, or null on the last one. */
  next_offset: z.nullable(z.number()),
});
export type QueueResponse = z.infer<typeof queueResponse>;

const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export type FieldValue = z.infer<typeof fieldValue>;

export const submissionDetail = z.object({
  ...queueItem.shape,
  /** Every field the user sent, in the form's order, labelled. */
  fields: z.array(z.object({ key: z.string(), label: z.string(), value: fieldValue })),
  /** An application's uploaded documents, served to staff at `url`. */
  files: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      url: z.string(),
      content_type: z.string(),
      size: z.number(),
    }),
  ),
  /** What the submitter sees on /my-submissions. */
  reply: z.nullable(z.object({ body: z.string(), created_at: z.string(), author: z.nullable(staffPerson) })),
  /** Staff only, oldest first. */
  notes: z.array(
    z.object({ id: z.string(), body: z.string(), created_at: z.string(), author: z.nullable(staffPerson) }),
  ),
});
export type SubmissionDetail = z.infer<typeof submissionDetail>;

/** GET and PATCH /api/staff/submissions/:kind/:id */
export const submissionDetailResponse = z.object({ submission: submissionDetail });
export type SubmissionDetailResponse = z.infer<typeof submissionDetailResponse>;

/** POST /api/staff/submissions/bulk */
export const bulkStatusResponse = z.object({ changed: z.number(), unchanged: z.number() });
export type BulkStatusResponse = z.infer<typeof bulkStatusResponse>;

/** What an audit row records of a value before and after: flat, JSON-simple values. */
const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const auditEntry = z.object({
  id: z.number(),
  /** Null: the server itself (admins from ADMIN_DISCORD_IDS at start-up). */
  actor: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** One of AUDIT_ACTIONS; a string so an entry written by a newer instance still reads. */
  action: z.string(),
  target_type: z.enum(AUDIT_TARGET_TYPES),
  target_id: z.string(),
  before: z.nullable(z.record(z.string(), auditValue)),
  after: z.nullable(z.record(z.string(), auditValue)),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/staff/audit?actor=&target_type=&target_id=&before= (newest first). */
export const auditResponse = z.object({
  entries: z.array(auditEntry),
  /** Pass as `before` for the next (older) page; null on the last one. */
  next_before: z.nullable(z.number()),
});
export type AuditResponse = z.infer<typeof auditResponse>;
