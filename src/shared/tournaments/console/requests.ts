/**
 * What staff send to make and change tournaments (POST /api/staff/tournaments, PATCH
 * /api/staff/tournaments/:slug, POST …/cancel). The same schemas check the console's form and are
 * the server's authority. Times arrive as ISO moments; the form reads and writes them in EST.
 */
import { requiredText } from '../../forms/fields';
import { z } from '../../zod';
import { MAX_BRACKET_PLAYERS, MIN_BRACKET_PLAYERS } from '../bracket';
import { TEAM_RULE_PRESETS, TEAM_RULES_OF_FORMAT } from '../constants';

export const MAX_TOURNAMENT_RULES = 30;
export const MAX_TOURNAMENT_REWARDS = 12;
/** Short enough that a practice draw's slug (`<slug>-practice`) still fits the 64 of a slug. */
export const MAX_TOURNAMENT_SLUG = 48;
export const MAX_CANCEL_REASON = 500;

/**
 * The formats a tournament can be made in. Doubles sign-ups (teams with items, moves and Tera
 * types) run only on the Mid-Season Doubles page for now, so a new tournament is a singles cup.
 */
export const CREATABLE_FORMATS = ['singles'] as const;

const time = (label: string) => z.iso.datetime({ offset: true, error: `Give the ${label} (date and time).` });

const lines = (label: string, max: number, each: number) =>
  z
    .array(z.string().trim().min(1).max(each, `Keep each ${label} under ${each} characters.`))
    .max(max, `List at most ${max} ${label}s.`);

/**
 * The order of a tournament's times: sign-ups open before they close, and close no later than the
 * start. Check-in is counted back from the start, so it always ends there.
 */
export function scheduleProblem(times: {
  registration_opens_at: string | null;
  registration_closes_at: string;
  starts_at: string;
}): { field: 'registration_opens_at' | 'registration_closes_at'; message: string } | null {
  const opens = times.registration_opens_at ? Date.parse(times.registration_opens_at) : null;
  const closes = Date.parse(times.registration_closes_at);
  if (closes > Date.parse(times.starts_at)) {
    return { field: 'registration_closes_at', message: 'Sign-ups must close no later than the start.' };
  }
  if (opens !== null && opens >= closes) {
    return { field: 'registration_opens_at', message: 'Sign-ups must open before they close.' };
  }
  return null;
}

/** What staff may change while sign-ups are open: dates, cap, waitlist, check-in window and texts. */
const changeFields = {
  name: requiredText('Name', 80),
  cap: z
    .number({ error: 'Give the player cap.' })
    .int('Give a whole number of players.')
    .min(MIN_BRACKET_PLAYERS, `A tournament needs at least ${MIN_BRACKET_PLAYERS} players.`)
    .max(MAX_BRACKET_PLAYERS, `The bracket seats at most ${MAX_BRACKET_PLAYERS} players.`),
  waitlist: z.boolean(),
  registration_opens_at: time('opening of sign-ups').nullable(),
  registration_closes_at: time('close of sign-ups'),
  starts_at: time('start'),
  check_in_minutes: z
    .number({ error: 'Give the check-in window in minutes.' })
    .int('Give whole minutes.')
    .min(0, 'The check-in window cannot be negative.')
    .max(1440, 'Check-in opens at most 1,440 minutes (a day) before the start.'),
  summary: z.string().trim().max(500, 'Keep the summary under 500 characters.'),
  location: z.string().trim().max(120, 'Keep the location under 120 characters.'),
  rules: lines('rule', MAX_TOURNAMENT_RULES, 300),
  rewards: z
    .array(
      z.object({
        place: z.string().trim().min(1, 'Name every place.').max(60, 'Keep places under 60 characters.'),
        prize: z
          .string()
          .trim()
          .min(1, 'Say what every place wins.')
          .max(200, 'Keep prizes under 200 characters.'),
      }),
    )
    .max(MAX_TOURNAMENT_REWARDS, `List at most ${MAX_TOURNAMENT_REWARDS} rewards.`),
};

type Scheduled = Parameters<typeof scheduleProblem>[0];

const inOrder = (value: Scheduled, ctx: z.RefinementCtx) => {
  const problem = scheduleProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
};

export const tournamentChangeRequest = z.object(changeFields).superRefine(inOrder);
export type TournamentChange = z.output<typeof tournamentChangeRequest>;

export const tournamentCreateRequest = z
  .object({
    ...changeFields,
    slug: z
      .string()
      .trim()
      .min(3, 'Give the page address (at least 3 characters).')
      .max(MAX_TOURNAMENT_SLUG, `Keep the page address under ${MAX_TOURNAMENT_SLUG} characters.`)
      .regex(
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        'Use lower-case letters, digits and single dashes, like summer-cup-2.',
      ),
    format: z.enum(CREATABLE_FORMATS, {
      error: 'New tournaments are singles cups: doubles sign-ups run on the Mid-Season Doubles page only.',
    }),
    team_rules: z.enum(TEAM_RULE_PRESETS, { error: 'Choose the team rules.' }),
  })
  .superRefine((value, ctx) => {
    inOrder(value, ctx);
    if (TEAM_RULES_OF_FORMAT[value.format] !== value.team_rules) {
      ctx.addIssue({
        code: 'custom',
        path: ['team_rules'],
        message: 'These team rules are for another format.',
      });
    }
  });
export type TournamentCreate = z.output<typeof tournamentCreateRequest>;
export type TournamentCreateInput = z.input<typeof tournamentCreateRequest>;

export const tournamentCancelRequest = z.object({
  reason: requiredText('The reason', MAX_CANCEL_REASON),
});
