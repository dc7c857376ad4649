/**
 * Review rules of the staff console: which statuses each form's table accepts, the audit log's
 * actions and target names, and the limits of what staff write.
 */
import type { ReviewStatus } from '../forms/review-status';
import { FORM_KINDS, type FormKind } from '../forms/submissions';

const TICKET: readonly ReviewStatus[] = ['new', 'in_review', 'resolved'];
const DECISION: readonly ReviewStatus[] = ['new', 'in_review', 'accepted', 'rejected'];

/**
 * The statuses each form's table allows (its check constraint): tickets and reports end
 * resolved, applications, requests, appeals and sign-ups are accepted or declined.
 */
export const STATUSES_BY_KIND: Record<FormKind, readonly ReviewStatus[]> = {
  gym_leader_application: DECISION,
  support_ticket: TICKET,
  bug_report: TICKET,
  feature_request: DECISION,
  ban_appeal: DECISION,
  player_report: TICKET,
  alpha_signup: DECISION,
};

export const statusAllowed = (kind: FormKind, status: ReviewStatus) =>
  STATUSES_BY_KIND[kind].includes(status);

/**
 * Statuses given one submission at a time: accepting a ban appeal asks whether the ban is lifted
 * too, which a batch cannot answer for each player (accepted in bulk, the player was told so and
 * stayed banned).
 */
const ONE_AT_A_TIME: Partial<Record<FormKind, Partial<Record<ReviewStatus, string>>>> = {
  ban_appeal: {
    accepted: 'Accept each ban appeal on its own, where you choose whether its ban is lifted too.',
  },
};

/** Why `status` is not given to `kind` in a batch, or null when it may be. */
export const oneAtATime = (kind: FormKind, status: ReviewStatus): string | null =>
  ONE_AT_A_TIME[kind]?.[status] ?? null;

export const bulkStatusAllowed = (kind: FormKind, status: ReviewStatus) =>
  statusAllowed(kind, status) && oneAtATime(kind, status) === null;

export const isFormKind = (value: string): value is FormKind =>
  (FORM_KINDS as readonly string[]).includes(value);

/** A submission in the audit log and in URLs: `bug_report:<uuid>`. */
export const submissionTarget = (kind: FormKind, id: string) => `${kind}:${id}`;

/** What staff actions touch. A new type needs a migration: the audit table checks the list. */
export const AUDIT_TARGET_TYPES = [
  'submission',
  'user',
  'tournament',
  'tournament_match',
  'gym_leader',
  'payout',
  'delivery',
  'game_server',
  'incident',
  'purchase',
  'event',
  'content',
  'vote',
  'season',
  'player',
  'atlas',
  'product',
  'store_setting',
  'sale',
  'discount_code',
  'discord_role',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_ACTIONS = [
  'submission.status',
  'submission.bulk_status',
  'submission.reply',
  'submission.note',
  'submission.assign',
  'member.role',
  'gym_leader.create',
  'gym_leader.update',
  'gym_leader.link',
  'payout.record',
  'delivery.retry',
  'delivery.cancel',
  'game_server.create',
  'game_server.revoke',
  'incident.create',
  'incident.update',
  'tournament.bracket',
  'tournament.demo_field',
  'tournament_match.result',
  'purchase.refund',
  'purchase.grant',
  'purchase.revoke_grant',
  'tournament_registration.check_in',
  'tournament_registration.withdraw',
  'tournament_registration.promote',
  'tournament_registration.correct_team',
  'tournament.create',
  'tournament.update',
  'tournament.open',
  'tournament.close',
  'tournament.cancel',
  'tournament.practice_draw',
  'tournament.practice_remove',
  'tournament.crown',
  'event.create',
  'event.update',
  'event.registration.remove',
  'member.permission',
  'content.publish',
  'content.restore',
  'vote.update',
  'discord.role_mapping',
  'season.badge',
  'season.reset',
  'player.link',
  'player.unlink',
  'player.ban',
  'player.unban',
  'player.ban_end',
  'player.bans_moved',
  'atlas.publish',
  'atlas.restore',
  'product.create',
  'product.update',
  'product.retire',
  'store_setting.change',
  'sale.create',
  'sale.update',
  'sale.delete',
  'discount_code.create',
  'discount_code.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'submission.status': 'Status changed',
  'submission.bulk_status': 'Status changed (bulk)',
  'submission.reply': 'Replied to the submitter',
  'submission.note': 'Internal note added',
  'submission.assign': 'Assignment changed',
  'member.role': 'Role changed',
  'gym_leader.create': 'Gym leader created',
  'gym_leader.update': 'Gym leader edited',
  'gym_leader.link': 'Gym leader linked to a player',
  'payout.record': 'Payout recorded',
  'delivery.retry': 'Delivery retried',
  'delivery.cancel': 'Delivery cancelled',
  'game_server.create': 'Game server token created',
  'game_server.revoke': 'Game server token revoked',
  'incident.create': 'Incident posted',
  'incident.update': 'Incident updated',
  'tournament.bracket': 'Bracket drawn',
  'tournament.demo_field': 'Demo tournament made',
  'tournament_match.result': 'Match result recorded',
  'purchase.refund': 'Refund requested',
  'purchase.grant': 'Product granted',
  'product.create': 'Product added to the catalog',
  'product.update': 'Product changed',
  'product.retire': 'Product retired',
  'store_setting.change': 'Store setting changed',
  'sale.create': 'Sale created',
  'sale.update': 'Sale changed',
  'sale.delete': 'Sale deleted',
  'discount_code.create': 'Discount code created',
  'discount_code.update': 'Discount code changed',
  'purchase.revoke_grant': 'Grant revoked',
  'tournament_registration.check_in': 'Player checked in',
  'tournament_registration.withdraw': 'Player withdrawn',
  'tournament_registration.promote': 'Promoted from the waitlist',
  'tournament_registration.correct_team': 'Doubles team corrected',
  'tournament.create': 'Tournament created',
  'tournament.update': 'Tournament changed',
  'tournament.open': 'Sign-ups opened',
  'tournament.close': 'Sign-ups closed',
  'tournament.cancel': 'Tournament cancelled',
  'tournament.practice_draw': 'Practice draw made',
  'tournament.practice_remove': 'Practice draw removed',
  'tournament.crown': 'Champion crowned',
  'event.create': 'Event created',
  'event.update': 'Event edited',
  'event.registration.remove': 'Event registration removed',
  'member.permission': 'Permission changed',
  'content.publish': 'Page text published',
  'content.restore': 'Page text restored',
  'vote.update': 'Vote sites or party goal changed',
  'discord.role_mapping': 'Discord role mapping changed',
  'season.badge': 'Badge changed',
  'season.reset': 'Season archived and reset',
  'player.link': 'Minecraft account linked',
  'player.unlink': 'Minecraft account unlinked',
  'player.ban': 'Player banned',
  'player.unban': 'Ban lifted',
  'player.ban_end': 'Ban ran out',
  'player.bans_moved': 'Bans moved with the Minecraft account',
  'atlas.publish': 'Spawn atlas imported and published',
  'atlas.restore': 'Earlier spawn atlas restored',
};

/** Permissions an admin may give a staff member on top of the role (admins hold them all). */
export const STAFF_PERMISSIONS = ['editor'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Roles an admin may give in the console; admins come from configuration only. */
export const GRANTABLE_ROLES = ['player', 'staff'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export const MAX_REPLY_LENGTH = 4000;
export const MAX_NOTE_LENGTH = 4000;
/** Submissions one bulk action may change: a page of the queue. */
export const MAX_BULK_ITEMS = 100;
export const QUEUE_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE = 50;
