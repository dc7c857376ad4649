/** What a signed-in user sees of their own submissions on /my-submissions, and what a form answers. */
import * as z from 'zod/mini';
import { REVIEW_STATUSES } from './review-status';

export const FORM_KINDS = [
  'gym_leader_application',
  'support_ticket',
  'bug_report',
  'feature_request',
  'ban_appeal',
  'player_report',
  'alpha_signup',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const FORM_KIND_LABELS: Record<FormKind, string> = {
  gym_leader_application: 'Gym Leader Application',
  support_ticket: 'Support Ticket',
  bug_report: 'Bug Report',
  feature_request: 'Feature Request',
  ban_appeal: 'Ban Appeal',
  player_report: 'Player Report',
  alpha_signup: 'Alpha Sign-up',
};

export const submissionSummary = z.object({
  kind: z.enum(FORM_KINDS),
  id: z.string(),
  summary: z.string(),
  status: z.enum(REVIEW_STATUSES),
  created_at: z.string(),
  /** The latest reply staff wrote to the submitter (internal notes never leave the console). */
  reply: z.nullable(z.object({ body: z.string(), created_at: z.string() })),
});
export type SubmissionSummary = z.infer<typeof submissionSummary>;

/** GET /api/forms/mine */
export const mySubmissionsResponse = z.object({ submissions: z.array(submissionSummary) });
export type MySubmissionsResponse = z.infer<typeof mySubmissionsResponse>;

/** POST /api/forms/* (201): the stored submission. */
export const formSubmitResponse = z.object({ id: z.string() });
export type FormSubmitResponse = z.infer<typeof formSubmitResponse>;
