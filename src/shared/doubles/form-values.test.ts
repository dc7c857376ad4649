import { describe, expect, it } from 'vitest';
import { legalDoublesTeam, validDoublesEntry } from '../test/doubles-fixtures';
import { fieldErrors } from '../test/form-fixtures';
import { formSchema } from './form-schema';
import { type DoublesFormValues, requestOf, teamOf, teamValues } from './form-values';

const values = (overrides: Partial<DoublesFormValues> = {}): DoublesFormValues => {
  const { team, ...entry } = validDoublesEntry();
  return { ...entry, tera_type: 'Fire', ...teamValues(team), ...overrides } as DoublesFormValues;
};

describe('the form’s flat values', () => {
  it('name each control by its error path and read back as the team', () => {
    const flat = teamValues(legalDoublesTeam());
    expect(flat['team.0.species']).toBe('Koraidon');
    expect(flat['team.3.moves.2']).toBe('Protect');
    expect(teamOf(values())).toEqual(legalDoublesTeam());
    expect(teamValues([])['team.5.moves.3']).toBe('');
  });

  it('parse into the request the server takes', () => {
    const parsed = formSchema.safeParse(values());
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({ ...validDoublesEntry(), team: legalDoublesTeam() });
    expect(requestOf(values()).team).toHaveLength(6);
  });

  it('put each message on its own control, and refuse unticked agreements', () => {
    const errors = fieldErrors(
      formSchema,
      values({
        'team.2.species': ' ',
        'team.4.moves.3': '',
        tera_type: '',
        privacy_agreement: false,
        checkin_agreement: false,
      }),
    );
    expect(errors).toEqual({
      'team.2.species': ['Species is required.'],
      'team.4.moves.3': ['Move is required.'],
      tera_type: ['Choose a Tera Type.'],
      privacy_agreement: ['Agree to the Privacy Policy.'],
      checkin_agreement: ['Confirm you will check in before the start.'],
    });
  });
});
