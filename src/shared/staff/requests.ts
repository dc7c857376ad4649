/** What staff send: the server validates with these, the console's forms use the same messages. */
import { REVIEW_STATUSES } from '../forms/review-status';
import { FORM_KINDS } from '../forms/submissions';
import { UUID_PATTERN } from '../ids';
import { z } from '../zod';
import {
  AUDIT_TARGET_TYPES,
  GRANTABLE_ROLES,
  MAX_BULK_ITEMS,
  MAX_NOTE_LENGTH,
  MAX_REPLY_LENGTH,
  STAFF_PERMISSIONS,
} from './review';

const uuid = (message: string) => z.string().regex(UUID_PATTERN, message);
const status = z.enum(REVIEW_STATUSES, { error: 'Choose a status.' });

const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `Write a ${what} or leave it out.`)
    .max(max, `Keep the ${what} under ${max} characters.`)
    .optional();

/** PATCH /api/staff/submissions/:kind/:id: any of the four, at least one. */
export const submissionUpdateSchema = z
  .object({
    status: status.optional(),
    reply: optionalText(MAX_REPLY_LENGTH, 'reply'),
    note: optionalText(MAX_NOTE_LENGTH, 'note'),
    /** null unassigns. */
    assignee_id: uuid('Choose a staff member.').nullable().optional(),
    /** With a ban appeal moved to accepted: lift the submitter's ban in the same step. */
    lift_ban: z.literal(true).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Nothing to change.',
  });
export type SubmissionUpdate = z.infer<typeof submissionUpdateSchema>;

/** POST /api/staff/submissions/bulk */
export const bulkStatusSchema = z
  .object({
    items: z
      .array(z.object({ kind: z.enum(FORM_KINDS), id: uuid('Not a submission id.') }).strict())
      .min(1, 'Select at least one submission.')
      .max(MAX_BULK_ITEMS, `Change at most ${MAX_BULK_ITEMS} submissions at once.`),
    status,
  })
  .strict();
export type BulkStatusInput = z.infer<typeof bulkStatusSchema>;

/** POST /api/staff/members/:userId/role */
export const roleChangeSchema = z
  .object({ role: z.enum(GRANTABLE_ROLES, { error: 'Choose player or staff.' }) })
  .strict();

export const permissionChangeSchema = z
  .object({ permission: z.enum(STAFF_PERMISSIONS, { error: 'Choose a permission.' }), granted: z.boolean() })
  .strict();

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/staff/submissions query. `assignee`: me, none, or a user id. */
export const queueQuerySchema = z.object({
  kind: z.preprocess(emptyToUndefined, z.enum(FORM_KINDS).optional()),
  status: z.preprocess(emptyToUndefined, status.optional()),
  q: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
  ),
  assignee: z.preprocess(
    emptyToUndefined,
    z.union([z.enum(['me', 'none']), uuid('Choose a staff member.')]).optional(),
  ),
  offset: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).default(0)),
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;

/** GET /api/staff/audit query. */
export const auditQuerySchema = z.object({
  actor: z.preprocess(emptyToUndefined, uuid('Not a user id.').optional()),
  target_type: z.preprocess(emptyToUndefined, z.enum(AUDIT_TARGET_TYPES).optional()),
  target_id: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  before: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).optional()),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET /api/staff/members query. */
export const membersQuerySchema = z.object({
  q: z.preprocess(
    emptyToUndefined,
    z.string().trim().min(2, 'Type at least 2 characters.').max(32).optional(),
  ),
});
