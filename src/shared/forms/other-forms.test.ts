import { describe, expect, it } from 'vitest';
import { fieldErrors, validForms } from '../test/form-fixtures';
import { banAppealSchema } from './ban-appeal';
import { bugReportSchema } from './bug-report';
import { featureRequestSchema } from './feature-request';
import { addEvidenceRow, MAX_EVIDENCE_LINKS, playerReportSchema, removeEvidenceRow } from './player-report';
import { supportTicketSchema } from './support-ticket';
import { waitlistDiscordName, waitlistSchema } from './waitlist';

const cases = [
  {
    name: 'support ticket',
    schema: supportTicketSchema,
    valid: validForms.support,
    required: {
      email: 'Email is required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    },
    dropdowns: { category: 'Choose a category.' },
    bounds: { subject: 150, message: 5000 },
  },
  {
    name: 'bug report',
    schema: bugReportSchema,
    valid: validForms.bug,
    required: { title: 'Title is required.', description: 'Description is required.' },
    dropdowns: { severity: 'Choose a severity.' },
    bounds: {
      title: 150,
      description: 5000,
      steps_to_reproduce: 5000,
      minecraft_version: 40,
      mod_version: 40,
    },
  },
  {
    name: 'feature request',
    schema: featureRequestSchema,
    valid: validForms.feature,
    required: { title: 'Title is required.', description: 'Description is required.' },
    dropdowns: { priority: 'Choose a priority.' },
    bounds: { title: 150, description: 5000, use_case: 3000 },
  },
  {
    name: 'ban appeal',
    schema: banAppealSchema,
    valid: validForms.appeal,
    required: {
      minecraft_username: 'Minecraft username is required.',
      ban_reason: 'Ban reason is required.',
      appeal_reason: 'Appeal reason is required.',
    },
    dropdowns: {},
    bounds: { ban_reason: 2000, appeal_reason: 5000, additional_info: 3000, discord_username: 64 },
  },
  {
    name: 'player report',
    schema: playerReportSchema,
    valid: validForms.report,
    required: {
      reported_username: 'Reported username is required.',
      description: 'Description is required.',
    },
    dropdowns: { report_type: 'Choose a report type.' },
    bounds: { reported_username: 64, description: 5000 },
  },
  {
    name: 'alpha sign-up',
    schema: waitlistSchema,
    valid: validForms.waitlist,
    required: {
      player_name: 'Player name is required.',
      email: 'Email is required.',
      why_join: 'Why you want to join is required.',
      most_excited_feature: 'Most exciting feature is required.',
      community_enhancement: 'Community enhancement is required.',
    },
    dropdowns: {},
    bounds: { player_name: 64, why_join: 2000, most_excited_feature: 2000, community_enhancement: 2000 },
  },
] as const;

describe.each(cases)('$name schema', ({ schema, valid, required, dropdowns, bounds }) => {
  it('accepts a valid submission, optional fields left out', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(Object.entries(required))('requires %s', (field, message) => {
    expect(fieldErrors(schema, { ...valid, [field]: '' })[field]).toEqual([message]);
    const { [field]: _gone, ...rest } = valid as Record<string, unknown>;
    expect(fieldErrors(schema, rest)[field]).toEqual([message]);
  });

  it.each(Object.entries(dropdowns))('treats an empty %s dropdown as an error', (field, message) => {
    expect(fieldErrors(schema, { ...valid, [field]: '' })[field]).toEqual([message]);
    expect(fieldErrors(schema, { ...valid, [field]: 'bogus' })[field]).toEqual([message]);
  });

  it.each(Object.entries(bounds))('bounds %s at %i characters', (field, max) => {
    expect(schema.safeParse({ ...valid, [field]: 'x'.repeat(max) }).success).toBe(true);
    expect(fieldErrors(schema, { ...valid, [field]: 'x'.repeat(max + 1) })[field]?.[0]).toMatch(
      new RegExp(`at most ${max} characters`),
    );
  });
});

describe('support ticket topics', () => {
  it('include privacy and copyright, which the policy pages tell people to choose', () => {
    for (const category of ['privacy', 'copyright']) {
      expect(supportTicketSchema.safeParse({ ...validForms.support, category }).success).toBe(true);
    }
  });
});

describe('shared field rules', () => {
  it('checks email types', () => {
    expect(fieldErrors(supportTicketSchema, { ...validForms.support, email: 'nope' }).email).toEqual([
      'Enter a valid email address.',
    ]);
    expect(fieldErrors(waitlistSchema, { ...validForms.waitlist, email: 'a@' }).email).toEqual([
      'Enter a valid email address.',
    ]);
  });

  it('turns blank optional fields into null', () => {
    const bug = bugReportSchema.parse({ ...validForms.bug, mod_version: '  ', expected_behavior: '' });
    expect(bug.mod_version).toBeNull();
    expect(bug.expected_behavior).toBeNull();
    const signup = waitlistSchema.parse({ ...validForms.waitlist, minecraft_username: '' });
    expect(signup.minecraft_username).toBeNull();
    expect(
      fieldErrors(waitlistSchema, { ...validForms.waitlist, minecraft_username: 'x!' }).minecraft_username,
    ).toEqual(['Use 3-16 letters, digits or underscores.']);
  });

  it("names the alpha sign-up's Discord user: player, else full name, else Unknown", () => {
    expect(waitlistDiscordName('ash', 'Ash K')).toBe('ash');
    expect(waitlistDiscordName(null, 'Ash K')).toBe('Ash K');
    expect(waitlistDiscordName('  ', null)).toBe('Unknown');
  });
});

describe('player report evidence links', () => {
  it('removes blank rows and keeps the others in order', () => {
    const parsed = playerReportSchema.parse({
      ...validForms.report,
      evidence_links: ['', 'https://clips.example/1', '  ', 'http://imgur.example/a'],
    });
    expect(parsed.evidence_links).toEqual(['https://clips.example/1', 'http://imgur.example/a']);
    expect(playerReportSchema.parse(validForms.report).evidence_links).toEqual([]);
  });

  it('points a bad link at its own row', () => {
    const errors = fieldErrors(playerReportSchema, {
      ...validForms.report,
      evidence_links: ['', 'javascript:alert(1)'],
    });
    expect(errors['evidence_links.1']).toEqual(['Enter a full link starting with https://']);
  });

  it('takes at most 10 links', () => {
    const links = Array.from({ length: MAX_EVIDENCE_LINKS + 1 }, (_, i) => `https://e.example/${i}`);
    expect(
      fieldErrors(playerReportSchema, { ...validForms.report, evidence_links: links }).evidence_links,
    ).toEqual(['Add at most 10 links.']);
  });

  it('always shows at least one row', () => {
    expect(removeEvidenceRow([''], 0)).toEqual(['']);
    expect(removeEvidenceRow(['a', 'b'], 0)).toEqual(['b']);
    expect(addEvidenceRow(['a'])).toEqual(['a', '']);
    const full = Array.from({ length: MAX_EVIDENCE_LINKS }, () => 'x');
    expect(addEvidenceRow(full)).toBe(full);
  });
});
