import { describe, expect, it } from 'vitest';
import { fieldErrors, validApplication } from '../test/form-fixtures';
import {
  APPLICATION_MESSAGES,
  gymLeaderApplicationSchema,
  SLOTS,
  toggleSlot,
} from './gym-leader-application';

const parse = (patch: Record<string, unknown>) =>
  gymLeaderApplicationSchema.safeParse({ ...validApplication, ...patch });
const errors = (patch: Record<string, unknown>) =>
  fieldErrors(gymLeaderApplicationSchema, { ...validApplication, ...patch });

describe('gym leader application schema', () => {
  it('accepts a complete application and normalises it', () => {
    const result = parse({});
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      age_number: 21,
      years_experience: 3,
      gym_secondary: null,
      tournament_experience: null,
      // Friday comes from its slot even though the client did not list it.
      available_days: ['Monday', 'Friday'],
    });
  });

  it.each([
    ['full_name', 'Full name is required.'],
    ['minecraft_username', 'Minecraft username is required.'],
    ['email', 'Email is required.'],
    ['team_building_philosophy', 'Team-building philosophy is required.'],
    ['conflict_response', 'Conflict response is required.'],
    ['why_join', 'Why you want to join is required.'],
    ['creating_experience', 'Creating a great experience is required.'],
    ['promotion_strategy', 'Promotion strategy is required.'],
  ])('requires %s', (field, message) => {
    expect(errors({ [field]: '  ' })[field]).toEqual([message]);
    expect(errors({ [field]: undefined })[field]).toEqual([message]);
  });

  it('rejects empty dropdowns', () => {
    expect(errors({ timezone: '' }).timezone).toEqual(['Choose your time zone.']);
    expect(errors({ gym_primary: '' }).gym_primary).toEqual(['Choose your primary gym type.']);
    expect(errors({ timezone: 'Mars/Olympus' }).timezone).toEqual(['Choose your time zone.']);
  });

  it('checks the email type', () => {
    expect(errors({ email: 'not-an-email' }).email).toEqual(['Enter a valid email address.']);
  });

  it('needs the age checkbox, the commitment and both acknowledgements', () => {
    expect(errors({ age_confirmed: false }).age_confirmed).toEqual([APPLICATION_MESSAGES.age]);
    expect(errors({ availability_commitment: false }).availability_commitment).toEqual([
      APPLICATION_MESSAGES.commitment,
    ]);
    const both = errors({ revenue_acknowledgement: false, rules_acknowledgement: false });
    expect(both.revenue_acknowledgement).toEqual(['You must agree to all terms and conditions.']);
    expect(both.rules_acknowledgement).toEqual(['You must agree to all terms and conditions.']);
  });

  it('needs at least two distinct availability slots', () => {
    const message = ['Please select at least 2 availability slots.'];
    expect(errors({ available_times: ['Monday-Evening'] }).available_times).toEqual(message);
    expect(errors({ available_times: ['Monday-Evening', 'Monday-Evening'] }).available_times).toEqual(
      message,
    );
    expect(errors({ available_times: ['Monday-Night', 'Friday-Morning'] })['available_times.0']).toEqual([
      'Unknown availability slot.',
    ]);
    expect(parse({ available_times: SLOTS }).success).toBe(true);
  });

  it('keeps age optional: blank is null, under 18 or a fraction is refused', () => {
    const blank = parse({ age_number: '' });
    expect(blank.success && blank.data.age_number).toBeNull();
    const absent = parse({ age_number: undefined });
    expect(absent.success && absent.data.age_number).toBeNull();
    expect(parse({ age_number: '18' }).success).toBe(true);
    expect(errors({ age_number: '17' }).age_number).toEqual(['You must be 18 or older to apply.']);
    expect(errors({ age_number: '18.5' }).age_number).toEqual(['Enter your age as a whole number.']);
    expect(errors({ age_number: '121' }).age_number).toEqual(['Enter a realistic age.']);
  });

  it('takes years of experience from 0 up, falling back to 0 for non-numbers', () => {
    const zero = parse({ years_experience: '0' });
    expect(zero.success && zero.data.years_experience).toBe(0);
    const fallback = parse({ years_experience: 'lots' });
    expect(fallback.success && fallback.data.years_experience).toBe(0);
    expect(errors({ years_experience: '-1' }).years_experience).toEqual([
      'Years of experience cannot be negative.',
    ]);
    expect(errors({ years_experience: '' }).years_experience).toEqual(['Years of experience is required.']);
    expect(errors({ years_experience: '61' }).years_experience).toEqual([
      'Years of experience must be at most 60.',
    ]);
  });

  it('bounds text lengths and the Minecraft name', () => {
    expect(errors({ full_name: 'x'.repeat(101) }).full_name).toEqual([
      'Full name must be at most 100 characters.',
    ]);
    expect(parse({ full_name: 'x'.repeat(100) }).success).toBe(true);
    expect(errors({ why_join: 'x'.repeat(3001) }).why_join).toEqual([
      'Why you want to join must be at most 3000 characters.',
    ]);
    expect(errors({ minecraft_username: 'ab' }).minecraft_username).toEqual([
      'Use 3-16 letters, digits or underscores.',
    ]);
    expect(errors({ minecraft_username: 'bad name!' }).minecraft_username).toEqual([
      'Use 3-16 letters, digits or underscores.',
    ]);
  });

  it('refuses a secondary type equal to the primary', () => {
    expect(errors({ gym_secondary: 'fire' }).gym_secondary).toEqual([
      'Choose a secondary type different from your primary type.',
    ]);
    expect(parse({ gym_secondary: 'water' }).success).toBe(true);
  });

  it('takes at most 5 files, as our own upload URLs', () => {
    const url = (n: number) => `/api/forms/uploads/00000000-0000-4000-8000-00000000000${n}`;
    expect(parse({ uploads: [1, 2, 3, 4, 5].map(url) }).success).toBe(true);
    expect(errors({ uploads: [1, 2, 3, 4, 5, 6].map(url) }).uploads).toEqual([
      'You can upload a maximum of 5 files.',
    ]);
    // Judged as the one field the form shows, whatever place in the list the bad link has.
    for (const bad of [
      'https://evil.example/x.png',
      '/api/forms/uploads/0123456789abcdef0123456789abcdef0123',
    ]) {
      expect(errors({ uploads: [url(1), bad] }).uploads).toEqual(['This file reference is not valid.']);
    }
  });
});

describe('availability grid', () => {
  const empty = { available_days: [], available_times: [] };

  it('has 21 slots named Day-Period', () => {
    expect(SLOTS).toHaveLength(21);
    expect(SLOTS[0]).toBe('Monday-Morning');
    expect(SLOTS[20]).toBe('Sunday-Evening');
  });

  it('adds the day when a slot is ticked, once', () => {
    const one = toggleSlot(empty, 'Tuesday-Morning', true);
    const two = toggleSlot(one, 'Tuesday-Evening', true);
    expect(two).toEqual({
      available_days: ['Tuesday'],
      available_times: ['Tuesday-Morning', 'Tuesday-Evening'],
    });
    expect(toggleSlot(two, 'Tuesday-Evening', true)).toEqual(two);
  });

  it('removes only the slot when unticked, keeping the day', () => {
    const state = toggleSlot(empty, 'Sunday-Afternoon', true);
    expect(toggleSlot(state, 'Sunday-Afternoon', false)).toEqual({
      available_days: ['Sunday'],
      available_times: [],
    });
  });
});
