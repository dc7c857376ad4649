/**
 * The seven form tables as the console reads them: where each kind lives, whose it is, what its
 * one-line summary is made of and which of its columns the search looks through. Names here are
 * constants, never input, so they are safe to put into SQL.
 */
import { REPORT_TYPE_LABELS } from '../../../shared/forms/player-report';
import type { FormKind } from '../../../shared/forms/submissions';

interface FormTable {
  table: string;
  /** The column naming the account that sent it. */
  userColumn: string;
  /** Columns the summary is made of (`extra` may be null). */
  title: string;
  extra: string | null;
  /** Text columns the queue's search looks through. */
  search: readonly string[];
}

export const FORM_TABLES: Record<FormKind, FormTable> = {
  gym_leader_application: {
    table: 'gym_leader_applications',
    userColumn: 'user_id',
    title: 'full_name',
    extra: 'gym_primary',
    search: ['full_name', 'discord_username', 'minecraft_username', 'email', 'gym_primary'],
  },
  support_ticket: {
    table: 'support_tickets',
    userColumn: 'user_id',
    title: 'subject',
    extra: null,
    search: ['subject', 'message', 'email', 'category'],
  },
  bug_report: {
    table: 'bug_reports',
    userColumn: 'user_id',
    title: 'title',
    extra: null,
    search: ['title', 'description'],
  },
  feature_request: {
    table: 'feature_requests',
    userColumn: 'user_id',
    title: 'title',
    extra: null,
    search: ['title', 'description'],
  },
  ban_appeal: {
    table: 'ban_appeals',
    userColumn: 'user_id',
    title: 'minecraft_username',
    extra: null,
    search: ['minecraft_username', 'discord_username', 'ban_reason', 'appeal_reason'],
  },
  player_report: {
    table: 'player_reports',
    userColumn: 'reporter_user_id',
    title: 'reported_username',
    extra: 'report_type',
    search: ['reported_username', 'report_type', 'description'],
  },
  alpha_signup: {
    table: 'waitlist',
    userColumn: 'user_id',
    title: 'player_name',
    extra: null,
    search: ['player_name', 'email', 'discord_username', 'minecraft_username'],
  },
};

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The one line staff see for a submission in the queue. */
export function summaryOf(kind: FormKind, title: string, extra: string | null): string {
  switch (kind) {
    case 'gym_leader_application':
      return `${title}: ${capitalize(extra ?? '')} type gym`;
    case 'ban_appeal':
      return `Ban appeal for ${title}`;
    case 'player_report':
      return `${title} (${REPORT_TYPE_LABELS[extra as keyof typeof REPORT_TYPE_LABELS] ?? extra})`;
    case 'alpha_signup':
      return `Alpha sign-up: ${title}`;
    default:
      return title;
  }
}
