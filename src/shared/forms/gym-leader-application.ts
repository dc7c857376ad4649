/** The Gym Leader Application: enumerations, the availability grid rule and the schema. */

import { ELEMENT_TYPES } from '../arena/types';
import { z } from '../zod';
import { choice, emailField, minecraftUsername, mustAgree, optionalText, requiredText } from './fields';
import { MAX_FILES, MESSAGES as UPLOAD_MESSAGES, uploadIdFromUrl } from './uploads';

/** Applicants choose among the 18 element types, the same list gym leaders are stored with. */
export const GYM_TYPES = ELEMENT_TYPES;

export const TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Australia/Sydney',
] as const;

export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Day = (typeof DAYS)[number];
export const PERIODS = ['Morning', 'Afternoon', 'Evening'] as const;

/** The 21 slots of the availability grid, 'Day-Period'. */
export const SLOTS = DAYS.flatMap((day) => PERIODS.map((period) => `${day}-${period}` as const));
export type Slot = (typeof SLOTS)[number];

export const MIN_SLOTS = 2;
export const MIN_AGE = 18;

export const APPLICATION_MESSAGES = {
  age: 'You must confirm you are 18 years or older.',
  slots: 'Please select at least 2 availability slots.',
  terms: 'You must agree to all terms and conditions.',
  commitment: 'Please confirm you can keep the hours you selected.',
} as const;

export interface Availability {
  available_days: Day[];
  available_times: Slot[];
}

/**
 * Ticking a slot adds the slot and its day; unticking removes only the slot, so a day the
 * applicant once offered stays listed (the product's stated rule).
 */
export function toggleSlot(current: Availability, slot: Slot, checked: boolean): Availability {
  const day = slot.split('-')[0] as Day;
  if (checked) {
    const times = current.available_times.includes(slot)
      ? current.available_times
      : [...current.available_times, slot];
    const days = current.available_days.includes(day)
      ? current.available_days
      : [...current.available_days, day];
    return { available_days: days, available_times: times };
  }
  return { ...current, available_times: current.available_times.filter((s) => s !== slot) };
}

const byDayOrder = (a: Day, b: Day) => DAYS.indexOf(a) - DAYS.indexOf(b);

/** Whole years; anything that is not a number counts as 0 (the stated fallback). */
const yearsExperience = z
  .union([z.number(), z.string()], { error: 'Years of experience is required.' })
  .refine((v) => String(v).trim() !== '', { error: 'Years of experience is required.' })
  .transform((v) => {
    const n = typeof v === 'number' ? Math.trunc(v) : Number.parseInt(v, 10);
    return Number.isFinite(n) ? n : 0;
  })
  .pipe(
    z
      .number()
      .min(0, { error: 'Years of experience cannot be negative.' })
      .max(60, { error: 'Years of experience must be at most 60.' }),
  );

/** Optional age: blank is null; given, it must be a whole number of at least 18. */
const ageNumber = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || String(v).trim() === '') return null;
    const n = typeof v === 'number' ? v : Number(String(v).trim());
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: 'Enter your age as a whole number.' });
      return z.NEVER;
    }
    return n;
  })
  .pipe(
    z
      .number()
      .min(MIN_AGE, { error: 'You must be 18 or older to apply.' })
      .max(120, { error: 'Enter a realistic age.' })
      .nullable(),
  );

/** Links to files uploaded here (the id a uuid, or the database would refuse it): judged as one field. */
const uploadLinks = z
  .array(z.string())
  .max(MAX_FILES, { error: UPLOAD_MESSAGES.tooMany.description })
  .refine((urls) => urls.every((url) => uploadIdFromUrl(url) !== null), {
    error: 'This file reference is not valid.',
  });

export const gymLeaderApplicationSchema = z
  .object({
    // Basic Information
    full_name: requiredText('Full name', 100),
    discord_username: optionalText('Discord username', 64),
    minecraft_username: minecraftUsername(),
    email: emailField,
    timezone: choice(TIME_ZONES, 'Choose your time zone.'),
    age_number: ageNumber,
    age_confirmed: mustAgree(APPLICATION_MESSAGES.age),
    // Availability & Commitment
    available_days: z.array(z.enum(DAYS, { error: 'Unknown day.' })).max(DAYS.length),
    available_times: z
      .array(z.enum(SLOTS, { error: 'Unknown availability slot.' }))
      .max(SLOTS.length)
      .refine((slots) => new Set(slots).size >= MIN_SLOTS, { error: APPLICATION_MESSAGES.slots }),
    availability_commitment: mustAgree(APPLICATION_MESSAGES.commitment),
    // Gym Choice & Experience
    gym_primary: choice(GYM_TYPES, 'Choose your primary gym type.'),
    gym_secondary: z
      .union([z.enum(GYM_TYPES), z.literal('')], { error: 'Choose a gym type from the list.' })
      .nullish()
      .transform((v) => (v ? v : null)),
    years_experience: yearsExperience,
    tournament_experience: optionalText('Tournament experience', 1000),
    highest_ranking: optionalText('Highest ranking', 200),
    team_building_philosophy: requiredText('Team-building philosophy', 3000),
    // Technical & Communication Skills
    discord_management_experience: z.boolean().default(false),
    status_update_comfort: z.boolean().default(false),
    conflict_response: requiredText('Conflict response', 3000),
    // Server Culture Fit
    why_join: requiredText('Why you want to join', 3000),
    creating_experience: requiredText('Creating a great experience', 3000),
    promotion_strategy: requiredText('Promotion strategy', 3000),
    // Revenue Share Model
    revenue_acknowledgement: mustAgree(APPLICATION_MESSAGES.terms),
    rules_acknowledgement: mustAgree(APPLICATION_MESSAGES.terms),
    // Supporting Documents
    uploads: uploadLinks.default([]),
  })
  .superRefine((v, ctx) => {
    if (v.gym_secondary && v.gym_secondary === v.gym_primary) {
      ctx.addIssue({
        code: 'custom',
        path: ['gym_secondary'],
        message: 'Choose a secondary type different from your primary type.',
      });
    }
  })
  .transform((v) => {
    // Every offered slot's day is an available day, whatever the client sent.
    const days = new Set<Day>([...v.available_days, ...v.available_times.map((s) => s.split('-')[0] as Day)]);
    return {
      ...v,
      available_days: [...days].sort(byDayOrder),
      available_times: [...new Set(v.available_times)],
      uploads: [...new Set(v.uploads)],
    };
  });
