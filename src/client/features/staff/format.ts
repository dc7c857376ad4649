/** How the console writes values: field answers, people and audit changes. */
import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@shared/forms/review-status';
import { FORM_KIND_LABELS, type FormKind } from '@shared/forms/submissions';
import { formatUsd } from '@shared/shop/catalog';
import type { AuditEntry, FieldValue, StaffPerson } from '@shared/staff/api';
import { AUDIT_ACTION_LABELS, type AuditAction, isFormKind } from '@shared/staff/review';
import { estDateTime } from '@shared/tournaments/time';

export function fieldText(value: FieldValue): string {
  if (value === null || value === '') return 'Not given';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? 'None' : value.join(', ');
  return String(value);
}

export const personName = (person: Pick<StaffPerson, 'discord_username' | 'full_name'>) =>
  person.full_name && person.full_name !== person.discord_username
    ? `${person.full_name} (@${person.discord_username})`
    : `@${person.discord_username}`;

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

/** The keys that name what an entry is about: shown in its label, not as a change when unchanged. */
const NAME_KEYS = ['display_name', 'title', 'name', 'discord_username', 'command'] as const;
/** Who or what inside the target (a player's badge, a sign-up's player): kept beside the changes. */
const CONTEXT_KEYS = new Set(['player', 'badge']);
/** Bookkeeping, never shown. */
const HIDDEN_KEYS = new Set(['note_id', 'source']);

function nameOf(entry: AuditEntry): string | null {
  for (const key of NAME_KEYS) {
    const value = entry.after?.[key] ?? entry.before?.[key];
    if (typeof value === 'string' && value) return key === 'discord_username' ? `@${value}` : value;
  }
  return null;
}

/**
 * Who made a change: '@ash', or the server itself with the entry's recorded reason ('the server
 * (ADMIN_DISCORD_IDS)', 'the server (end date reached)').
 */
export function actorText(entry: AuditEntry): string {
  if (entry.actor) return `@${entry.actor.name}`;
  const source = entry.after?.source;
  return typeof source === 'string' && source ? `the server (${source})` : 'the server';
}

/** 'Bug Report 1a2b3c4d' for a submission, else the name the entry carries ('@ash', 'Misty Tides'). */
export function targetLabel(entry: AuditEntry): string {
  if (entry.target_type === 'submission') {
    const [kind, id = ''] = entry.target_id.split(':');
    return isFormKind(kind ?? '')
      ? `${FORM_KIND_LABELS[kind as FormKind]} ${id.slice(0, 8)}`
      : entry.target_id;
  }
  return nameOf(entry) ?? entry.target_id;
}

const ISO_MOMENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

function valueText(key: string, value: unknown, names: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === '')
    return key === 'assignee_id' ? 'nobody' : 'nothing';
  if (key === 'status' && typeof value === 'string' && value in REVIEW_STATUS_LABELS) {
    return REVIEW_STATUS_LABELS[value as ReviewStatus];
  }
  if (key.endsWith('_id') && typeof value === 'string') return names.get(value) ?? value.slice(0, 8);
  if (key.endsWith('_cents') && typeof value === 'number') return formatUsd(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? estDateTime(value) : value;
  return String(value);
}

const keyText = (key: string) => key.replace(/_(id|cents)$/, '').replaceAll('_', ' ');

/**
 * One line per value that changed ('status: Received → Resolved'), or per value set when there is
 * nothing before (a creation). Unchanged values are left out, except who or what inside the
 * target the change is about ('player: Ash'); the name of the target itself is in its label.
 */
export function changeLines(entry: AuditEntry, names: ReadonlyMap<string, string>): string[] {
  const before = entry.before ?? null;
  const after = entry.after ?? {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  const label = nameOf(entry);
  const lines: string[] = [];
  for (const key of keys) {
    if (HIDDEN_KEYS.has(key)) continue;
    const was = before?.[key];
    const now = after[key];
    const unchanged = before !== null && key in before && key in after && was === now;
    if (unchanged) {
      if (CONTEXT_KEYS.has(key)) lines.push(`${keyText(key)}: ${valueText(key, now, names)}`);
      continue;
    }
    // A creation names its target in the label already.
    if (
      before === null &&
      (NAME_KEYS as readonly string[]).includes(key) &&
      valueText(key, now, names) === label?.replace(/^@/, '')
    ) {
      continue;
    }
    if (before === null || !(key in before)) lines.push(`${keyText(key)}: ${valueText(key, now, names)}`);
    else lines.push(`${keyText(key)}: ${valueText(key, was, names)} → ${valueText(key, now, names)}`);
  }
  return lines;
}
