/**
 * The five simple forms, once: where each posts, the schema both sides check it with, what its
 * fields are and how they are laid out, and the texts of its page and toasts (spec §2, §5, §8).
 * The server registers a handler for each entry's row (server/features/forms/simple-routes.ts) and the browser
 * renders each page from it (client/features/forms/simple-form.tsx).
 */
import type { z } from '../zod';
import { banAppealSchema } from './ban-appeal';
import { BUG_SEVERITIES, BUG_SEVERITY_LABELS, bugReportSchema } from './bug-report';
import { formsEndpoints, type SubmissionEndpoint } from './endpoints';
import { FEATURE_PRIORITIES, FEATURE_PRIORITY_LABELS, featureRequestSchema } from './feature-request';
import { playerReportSchema, REPORT_TYPE_LABELS, REPORT_TYPES } from './player-report';
import { SIMPLE_FORM_PAGES, type SimpleFormPageTexts } from './simple-form-pages';
import { SUPPORT_CATEGORIES, SUPPORT_CATEGORY_LABELS, supportTicketSchema } from './support-ticket';

interface FieldBase {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** Half width from the small breakpoint up; neighbours marked half share a row. */
  half?: boolean;
}

export type SimpleField =
  | (FieldBase & {
      kind: 'text' | 'email';
      maxLength?: number;
      placeholder?: string;
      autoComplete?: string;
    })
  | (FieldBase & { kind: 'textarea'; maxLength: number; rows?: number })
  | (FieldBase & { kind: 'select'; placeholder: string; options: { value: string; label: string }[] })
  /** The player report's list of evidence URLs, added and removed row by row. */
  | (FieldBase & { kind: 'links' });

interface Texts {
  title: string;
  description: string;
}

export interface SimpleForm<S extends z.ZodType = z.ZodType> {
  /** Its row of the endpoint table, where it posts. */
  endpoint: SubmissionEndpoint;
  schema: S;
  page: SimpleFormPageTexts;
  fields: readonly SimpleField[];
  submitLabel: string;
  success: Texts;
  failure: Texts;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const TRY_LATER = { title: 'Submission failed', description: 'Please try again later.' };

const form = <S extends z.ZodType>(definition: SimpleForm<S>) => definition;

export const SIMPLE_FORMS = {
  support: form({
    endpoint: formsEndpoints.supportTicket,
    schema: supportTicketSchema,
    page: SIMPLE_FORM_PAGES.support,
    fields: [
      { name: 'email', kind: 'email', label: 'Email', required: true, autoComplete: 'email' },
      {
        name: 'category',
        kind: 'select',
        label: 'Category',
        required: true,
        placeholder: 'Select a category',
        options: options(SUPPORT_CATEGORIES, SUPPORT_CATEGORY_LABELS),
      },
      { name: 'subject', kind: 'text', label: 'Subject', required: true, maxLength: 150 },
      { name: 'message', kind: 'textarea', label: 'Message', required: true, rows: 6, maxLength: 5000 },
    ],
    submitLabel: 'Submit Ticket',
    success: {
      title: 'Support ticket submitted!',
      description: "We'll get back to you as soon as possible.",
    },
    failure: { title: 'Submission failed', description: 'Please try again or contact us through Discord.' },
  }),
  bug: form({
    endpoint: formsEndpoints.bugReport,
    schema: bugReportSchema,
    page: SIMPLE_FORM_PAGES.bug,
    fields: [
      { name: 'title', kind: 'text', label: 'Bug Title', required: true, maxLength: 150 },
      {
        name: 'severity',
        kind: 'select',
        label: 'Severity',
        required: true,
        placeholder: 'Select severity',
        options: options(BUG_SEVERITIES, BUG_SEVERITY_LABELS),
      },
      { name: 'description', kind: 'textarea', label: 'Description', required: true, maxLength: 5000 },
      { name: 'steps_to_reproduce', kind: 'textarea', label: 'Steps to Reproduce', maxLength: 5000 },
      {
        name: 'expected_behavior',
        kind: 'textarea',
        label: 'Expected Behavior',
        rows: 3,
        maxLength: 2000,
        half: true,
      },
      {
        name: 'actual_behavior',
        kind: 'textarea',
        label: 'Actual Behavior',
        rows: 3,
        maxLength: 2000,
        half: true,
      },
      {
        name: 'minecraft_version',
        kind: 'text',
        label: 'Minecraft Version',
        placeholder: '1.21.1',
        maxLength: 40,
        half: true,
      },
      {
        name: 'mod_version',
        kind: 'text',
        label: 'Mod Version',
        placeholder: 'Cobblemon 1.6',
        maxLength: 40,
        half: true,
      },
    ],
    submitLabel: 'Submit Bug Report',
    success: { title: 'Bug report submitted!', description: 'Thank you for helping us improve the server.' },
    failure: TRY_LATER,
  }),
  feature: form({
    endpoint: formsEndpoints.featureRequest,
    schema: featureRequestSchema,
    page: SIMPLE_FORM_PAGES.feature,
    fields: [
      { name: 'title', kind: 'text', label: 'Feature Title', required: true, maxLength: 150 },
      {
        name: 'priority',
        kind: 'select',
        label: 'Priority',
        required: true,
        placeholder: 'Select priority',
        options: options(FEATURE_PRIORITIES, FEATURE_PRIORITY_LABELS),
      },
      { name: 'description', kind: 'textarea', label: 'Description', required: true, maxLength: 5000 },
      {
        name: 'use_case',
        kind: 'textarea',
        label: 'Use Case',
        hint: 'How would you or other players use it?',
        maxLength: 3000,
      },
    ],
    submitLabel: 'Submit Feature Request',
    success: {
      title: 'Feature request submitted!',
      description: "Thank you for your suggestion. We'll review it carefully.",
    },
    failure: TRY_LATER,
  }),
  appeal: form({
    endpoint: formsEndpoints.banAppeal,
    schema: banAppealSchema,
    page: SIMPLE_FORM_PAGES.appeal,
    fields: [
      {
        name: 'minecraft_username',
        kind: 'text',
        label: 'Minecraft Username',
        required: true,
        maxLength: 16,
        half: true,
      },
      { name: 'discord_username', kind: 'text', label: 'Discord Username', maxLength: 64, half: true },
      {
        name: 'ban_reason',
        kind: 'textarea',
        label: 'Reason for Ban',
        hint: 'What were you banned for, as far as you know?',
        required: true,
        rows: 3,
        maxLength: 2000,
      },
      {
        name: 'appeal_reason',
        kind: 'textarea',
        label: 'Why should your ban be lifted?',
        required: true,
        rows: 6,
        maxLength: 5000,
      },
      {
        name: 'additional_info',
        kind: 'textarea',
        label: 'Additional Information',
        rows: 3,
        maxLength: 3000,
      },
    ],
    submitLabel: 'Submit Appeal',
    success: {
      title: 'Ban appeal submitted!',
      description: "We'll review your appeal and get back to you soon.",
    },
    failure: TRY_LATER,
  }),
  report: form({
    endpoint: formsEndpoints.playerReport,
    schema: playerReportSchema,
    page: SIMPLE_FORM_PAGES.report,
    fields: [
      { name: 'reported_username', kind: 'text', label: 'Player Username', required: true, maxLength: 64 },
      {
        name: 'report_type',
        kind: 'select',
        label: 'Report Type',
        required: true,
        placeholder: 'Select a report type',
        options: options(REPORT_TYPES, REPORT_TYPE_LABELS),
      },
      {
        name: 'description',
        kind: 'textarea',
        label: 'Description',
        hint: 'What happened, when and where?',
        required: true,
        rows: 6,
        maxLength: 5000,
      },
      {
        name: 'evidence_links',
        kind: 'links',
        label: 'Evidence Links',
        hint: 'Screenshots or clips (for example Imgur or YouTube). Optional.',
      },
    ],
    submitLabel: 'Submit Report',
    success: {
      title: 'Player report submitted!',
      description: 'Thank you for helping keep our community safe.',
    },
    failure: TRY_LATER,
  }),
} as const;

export type SimpleFormName = keyof typeof SIMPLE_FORMS;
export const SIMPLE_FORM_NAMES = Object.keys(SIMPLE_FORMS) as SimpleFormName[];

/** The form's values before anything is typed: empty text, one empty evidence row. */
export function emptyValues(fields: readonly SimpleField[]): Record<string, string | string[]> {
  return Object.fromEntries(fields.map((f) => [f.name, f.kind === 'links' ? [''] : '']));
}
