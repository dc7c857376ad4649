import { z } from '../zod';
import { choice, emailField, requiredText } from './fields';

export const SUPPORT_CATEGORIES = [
  'general',
  'technical',
  'account',
  'billing',
  'gym-leader',
  'tournament',
  // Not in the original list: the Privacy Policy and DMCA Notice send people here to pick them.
  'privacy',
  'copyright',
  'other',
] as const;

export const SUPPORT_CATEGORY_LABELS: Record<(typeof SUPPORT_CATEGORIES)[number], string> = {
  general: 'General Question',
  technical: 'Technical Issue',
  account: 'Account',
  billing: 'Billing & Purchases',
  'gym-leader': 'Gym Leader',
  tournament: 'Tournament',
  privacy: 'Privacy',
  copyright: 'Copyright (DMCA)',
  other: 'Other',
};

export const supportTicketSchema = z.object({
  email: emailField,
  category: choice(SUPPORT_CATEGORIES, 'Choose a category.'),
  subject: requiredText('Subject', 150),
  message: requiredText('Message', 5000),
});
