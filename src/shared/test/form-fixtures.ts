/** Valid submissions for tests of the schemas and the API, and a reader of per-field messages. */
import type { z } from '../zod';

export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

export const validApplication = {
  full_name: 'Ash Ketchum',
  discord_username: 'ash',
  minecraft_username: 'AshTrainer',
  email: 'ash@example.com',
  timezone: 'Europe/Berlin',
  age_number: '21',
  age_confirmed: true,
  available_days: ['Monday'],
  available_times: ['Monday-Evening', 'Friday-Morning'],
  availability_commitment: true,
  gym_primary: 'fire',
  gym_secondary: '',
  years_experience: '3',
  tournament_experience: '',
  highest_ranking: 'Top 8 regional',
  team_building_philosophy: 'Balance first.',
  discord_management_experience: true,
  status_update_comfort: false,
  conflict_response: 'Listen, then decide.',
  why_join: 'I love battling.',
  creating_experience: 'Themed gym.',
  promotion_strategy: 'Streams.',
  revenue_acknowledgement: true,
  rules_acknowledgement: true,
  uploads: [],
};

export const validForms = {
  support: { email: 'a@b.co', category: 'technical', subject: 'Cannot join', message: 'Timeout on connect.' },
  bug: { title: 'Crash', severity: 'high', description: 'The game crashes.' },
  feature: { title: 'Dark mode', priority: 'normal', description: 'Please.' },
  appeal: { minecraft_username: 'Ash_99', ban_reason: 'Spam', appeal_reason: 'It was a macro bug.' },
  report: { reported_username: 'Griefer', report_type: 'griefing', description: 'Broke my base.' },
  waitlist: {
    player_name: 'Ash',
    email: 'ash@example.com',
    why_join: 'Battles',
    most_excited_feature: 'Gyms',
    community_enhancement: 'Tournaments',
  },
};
