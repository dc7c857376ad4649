/**
 * The Mid-Season Doubles form's schema (spec §5): contact fields, six Pokémon with a held item and
 * four moves each, the Tera Pokémon and its type, and three agreements. It gives the page its inline
 * messages (loaded at the first submit) and is the server's authority on the request's shape; the
 * team's legality is judged on the server (team-rules.ts and Pokémon Showdown's validator).
 */
import { emailField, minecraftUsername, mustAgree, requiredText } from '../forms/fields';
import { z } from '../zod';
import { MOVES_PER_POKEMON, TEAM_SIZE, TERA_TYPES } from './registration';

/** Showdown names are short: the longest species, item or move name is under 30 characters. */
const NAME_MAX = 40;

const teamMember = z.object({
  species: requiredText('Species', NAME_MAX),
  item: requiredText('Held Item', NAME_MAX),
  moves: z
    .array(requiredText('Move', NAME_MAX))
    .length(MOVES_PER_POKEMON, { error: `Each Pokémon needs exactly ${MOVES_PER_POKEMON} moves.` }),
});

export const doublesRegistrationSchema = z.object({
  minecraft_username: minecraftUsername('Minecraft Username'),
  discord_tag: requiredText('Discord Tag', 40),
  email: emailField,
  timezone: requiredText('Timezone', 64),
  tera_type: z.enum(TERA_TYPES, { error: 'Choose a Tera Type.' }),
  tera_pokemon_slot: z
    .number({ error: 'Choose which Pokémon will Terastallize.' })
    .int({ error: 'Choose which Pokémon will Terastallize.' })
    .min(1, { error: 'The Tera Pokémon is one of slots 1-6.' })
    .max(TEAM_SIZE, { error: 'The Tera Pokémon is one of slots 1-6.' }),
  team: z.array(teamMember).length(TEAM_SIZE, {
    error: `Bring exactly ${TEAM_SIZE} Pokémon, each with ${MOVES_PER_POKEMON} moves.`,
  }),
  rules_agreement: mustAgree('Agree to the tournament rules.'),
  // No number of minutes: staff set each cup's check-in window, and the label beside it states it.
  checkin_agreement: mustAgree('Confirm you will check in before the start.'),
  privacy_agreement: mustAgree('Agree to the Privacy Policy.'),
});
/** The team alone (six members, the Tera Pokémon and its type): what staff send to correct a team. */
export const doublesTeamSchema = doublesRegistrationSchema.pick({
  team: true,
  tera_pokemon_slot: true,
  tera_type: true,
});
export type DoublesTeamInput = z.input<typeof doublesTeamSchema>;
export type DoublesTeamData = z.output<typeof doublesTeamSchema>;

export type DoublesRegistrationInput = z.input<typeof doublesRegistrationSchema>;
export type DoublesRegistrationData = z.output<typeof doublesRegistrationSchema>;
export type DoublesTeamMemberInput = DoublesRegistrationData['team'][number];
