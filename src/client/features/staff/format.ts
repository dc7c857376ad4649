/** How the console writes values: field answers, people and audit changes. */
import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@shared/forms/review-status';
import { FORM_KIND_LABELS, type FormKind } from '@shared/forms/submissions';
import type { AuditEntry, FieldValue, StaffPerson } from '@shared/staff/api';
import { AUDIT_ACTION_LABELS, type AuditAction, isFormKind } from '@shared/staff/review';

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

/** 'Bug Report 1a2b3c4d' for a submission, the name for an account. */
export function targetLabel(entry: AuditEntry): string {
  if (entry.target_type === 'submission') {
    const [kind, id = ''] = entry.target_id.split(':');
    return isFormKind(kind ?? '')
      ? `${FORM_KIND_LABELS[kind as FormKind]} ${id.slice(0, 8)}`
      : entry.target_id;
  }
  const name = entry.after?.discord_username ?? entry.before?.discord_username;
  return typeof name === 'string' ? `@${name}` : entry.target_id;
}

const HIDDEN_KEYS = new Set(['discord_username', 'note_id', 'source']);

function valueText(key: string, value: unknown, names: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined) return key === 'assignee_id' ? 'nobody' : 'nothing';
  if (key === 'status' && typeof value === 'string' && value in REVIEW_STATUS_LABELS) {
    return REVIEW_STATUS_LABELS[value as ReviewStatus];
  }
  if (key === 'assignee_id' && typeof value === 'string') return names.get(value) ?? value.slice(0, 8);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One line per changed value: 'status: Received → Resolved', or the new value alone. */
export function changeLines(entry: AuditEntry, names: ReadonlyMap<string, string>): string[] {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...keys]
    .filter((key) => !HIDDEN_KEYS.has(key))
    .map((key) => {
      const after = valueText(key, entry.after?.[key], names);
      if (!entry.before || !(key in entry.before)) return `${key.replace('_id', '')}: ${after}`;
      return `${key.replace('_id', '')}: ${valueText(key, entry.before[key], names)} → ${after}`;
    });
}
