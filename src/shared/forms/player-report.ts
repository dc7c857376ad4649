import { z } from '../zod';
import { choice, requiredText } from './fields';

export const REPORT_TYPES = [
  'cheating',
  'harassment',
  'toxic-behavior',
  'griefing',
  'spam',
  'inappropriate-content',
  'ban-evasion',
  'other',
] as const;

export const REPORT_TYPE_LABELS: Record<(typeof REPORT_TYPES)[number], string> = {
  cheating: 'Cheating / Hacking',
  harassment: 'Harassment',
  'toxic-behavior': 'Toxic Behavior',
  griefing: 'Griefing',
  spam: 'Spam',
  'inappropriate-content': 'Inappropriate Content',
  'ban-evasion': 'Ban Evasion',
  other: 'Other',
};

export const MAX_EVIDENCE_LINKS = 10;

/** Evidence rows in the page: one can be added or removed, and at least one is always shown. */
export function addEvidenceRow(rows: string[]): string[] {
  return rows.length >= MAX_EVIDENCE_LINKS ? rows : [...rows, ''];
}

export function removeEvidenceRow(rows: string[], index: number): string[] {
  const next = rows.filter((_, i) => i !== index);
  return next.length === 0 ? [''] : next;
}

const evidenceLink = z
  .string()
  .trim()
  .max(500, { error: 'Links must be at most 500 characters.' })
  .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), {
    error: 'Enter a full link starting with https://',
  });

export const playerReportSchema = z.object({
  reported_username: requiredText('Reported username', 64),
  report_type: choice(REPORT_TYPES, 'Choose a report type.'),
  description: requiredText('Description', 5000),
  // Row positions are kept while checking so errors point at the right row; blanks go afterwards.
  evidence_links: z
    .array(evidenceLink)
    .max(MAX_EVIDENCE_LINKS, { error: `Add at most ${MAX_EVIDENCE_LINKS} links.` })
    .default([])
    .transform((links) => links.filter((l) => l !== '')),
});
