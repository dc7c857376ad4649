/**
 * The kinds of notification a player can receive on the site, each with the label the preferences
 * show. Every kind is delivered on the site; a player may ask for a Discord message as well.
 */
export const NOTIFICATION_KINDS = [
  'tournament_signup',
  'waitlist_promoted',
  'check_in_open',
  'check_in_closing',
  'no_show_dropped',
  'match_ready',
  'match_result',
  'submission_update',
  'purchase_delivered',
  'gift_received',
  'refund',
  'payout_recorded',
  'ban_changed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  tournament_signup: 'Tournament sign-up slot or waitlist place',
  waitlist_promoted: 'Promoted from a waitlist',
  check_in_open: 'Check-in opens',
  check_in_closing: 'Check-in closes in 10 minutes',
  no_show_dropped: 'Dropped as a no-show',
  match_ready: 'Your match is ready',
  match_result: 'A result recorded or corrected',
  submission_update: 'Staff replied to or changed the status of your submission',
  purchase_delivered: 'A purchase delivered in game',
  gift_received: 'A gift received',
  refund: 'A refund',
  payout_recorded: 'A payout recorded (gym leaders)',
  ban_changed: 'A ban or its lift',
};

/** Where a kind is delivered: always on the site, and on request also as a Discord message. */
export const NOTIFICATION_DELIVERIES = ['site', 'site_and_discord'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/** A page of the inbox. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
