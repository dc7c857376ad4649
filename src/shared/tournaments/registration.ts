/**
 * The Founders' Cup sign-up form (spec §5): contact fields, six Pokémon and three agreements. The
 * same schema gives the page its inline messages and is the server's authority.
 */

import { choice, emailField, minecraftUsername, mustAgree, requiredText } from '../forms/fields';
import { z } from '../zod';
import { TOURNAMENT_TIME_ZONES } from './constants';

export const TIME_ZONE_LABELS: Record<(typeof TOURNAMENT_TIME_ZONES)[number], string> = {
  est: 'EST (Eastern)',
  cst: 'CST (Central)',
  mst: 'MST (Mountain)',
  pst: 'PST (Pacific)',
  utc: 'UTC',
  other: 'Other',
};

/** The six team fields, as the spec names its columns (pokemon_1 … pokemon_6). */
export const POKEMON_FIELDS = [
  'pokemon_1',
  'pokemon_2',
  'pokemon_3',
  'pokemon_4',
  'pokemon_5',
  'pokemon_6',
] as const;
export type PokemonField = (typeof POKEMON_FIELDS)[number];

const pokemon = (n: number) => requiredText(`Pokémon #${n}`, 40);

export const tournamentRegistrationSchema = z.object({
  minecraft_username: minecraftUsername('Minecraft Username'),
  discord_tag: requiredText('Discord Tag', 40),
  email: emailField,
  timezone: choice(TOURNAMENT_TIME_ZONES, 'Choose your time zone.'),
  pokemon_1: pokemon(1),
  pokemon_2: pokemon(2),
  pokemon_3: pokemon(3),
  pokemon_4: pokemon(4),
  pokemon_5: pokemon(5),
  pokemon_6: pokemon(6),
  checkin_agreement: mustAgree('Confirm you will check in and compete at the set times.'),
  rules_agreement: mustAgree('Agree to the tournament rules.'),
  streaming_consent: mustAgree('Consent to streaming and recording.'),
});
export type TournamentRegistrationInput = z.input<typeof tournamentRegistrationSchema>;
export type TournamentRegistration = z.output<typeof tournamentRegistrationSchema>;
