/** What a signed-in user sees of their own submissions on /my-submissions. */
import type { ReviewStatus } from './fields';

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

export interface SubmissionSummary {
  kind: FormKind;
  id: string;
  summary: string;
  status: ReviewStatus;
  created_at: string;
}

export interface MySubmissionsResponse {
  submissions: SubmissionSummary[];
}
