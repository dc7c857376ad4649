/**
 * The page texts of the five simple forms (spec §2), apart from their schemas so that a form's
 * page can be drawn for a visitor without the validation library (which loads with the form).
 */
export interface SimpleFormPageTexts {
  eyebrow: string;
  title: string;
  intro: string;
  signInMessage: string;
}

export const SIMPLE_FORM_PAGES = {
  support: {
    eyebrow: 'Support',
    title: 'Contact Support',
    intro: 'Tell us what you need and our team will reply by email.',
    signInMessage: 'Please sign in with Discord to contact support.',
  },
  bug: {
    eyebrow: 'Support',
    title: 'Bug Reports',
    intro: 'Found something broken? Tell us how it happened so we can fix it.',
    signInMessage: 'Please sign in with Discord to report a bug.',
  },
  feature: {
    eyebrow: 'Community',
    title: 'Feature Requests',
    intro: 'Have an idea that would make the server better? We read every suggestion.',
    signInMessage: 'Please sign in with Discord to request a feature.',
  },
  appeal: {
    eyebrow: 'Moderation',
    title: 'Ban Appeal',
    intro:
      'A staff member who was not involved in your ban reviews every appeal. A response typically takes 24-72 hours.',
    signInMessage: 'Please sign in with Discord to appeal a ban.',
  },
  report: {
    eyebrow: 'Moderation',
    title: 'Report Player',
    intro: 'Reports are confidential. Staff review every report and act on what the evidence shows.',
    signInMessage: 'Please sign in with Discord to report a player.',
  },
} as const satisfies Record<string, SimpleFormPageTexts>;
