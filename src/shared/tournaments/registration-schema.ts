/**
 * The Founders' Cup sign-up form's schema (spec §5): contact fields, six Pokémon and three
 * agreements. It gives the page its inline messages (loaded at the first submit) and is the
 * server's authority.
 */
import { choice, emailField, minecraftUsername, mustAgree, requiredText } from '../forms/fields';
import { z } from '../zod';
import { TOURNAMENT_TIME_ZONES } from './constants';

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
