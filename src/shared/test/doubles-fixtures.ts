/**
 * A legal Mid-Season Doubles entry for tests: six real level-50 doubles Pokémon with real items and
 * learnable moves, two counted legendaries (Koraidon, Walking Wake) and an uncounted Paradox
 * (Flutter Mane).
 */
import type { DoublesRegistrationInput, DoublesTeamMemberInput } from '../doubles/registration-schema';

export const legalDoublesTeam = (): DoublesTeamMemberInput[] => [
  {
    species: 'Koraidon',
    item: 'Choice Scarf',
    moves: ['Flare Blitz', 'Close Combat', 'U-turn', 'Collision Course'],
  },
  {
    species: 'Walking Wake',
    item: 'Booster Energy',
    moves: ['Hydro Steam', 'Draco Meteor', 'Protect', 'Flamethrower'],
  },
  { species: 'Flutter Mane', item: 'Focus Sash', moves: ['Moonblast', 'Shadow Ball', 'Protect', 'Icy Wind'] },
  { species: 'Garchomp', item: 'Life Orb', moves: ['Earthquake', 'Dragon Claw', 'Protect', 'Rock Slide'] },
  {
    species: 'Incineroar',
    item: 'Sitrus Berry',
    moves: ['Fake Out', 'Parting Shot', 'Flare Blitz', 'Knock Off'],
  },
  { species: 'Amoonguss', item: 'Rocky Helmet', moves: ['Spore', 'Rage Powder', 'Pollen Puff', 'Protect'] },
];

export const validDoublesEntry = (
  overrides: Partial<DoublesRegistrationInput> = {},
): DoublesRegistrationInput & { team: DoublesTeamMemberInput[] } => ({
  minecraft_username: 'WakeRider',
  discord_tag: '@wakerider',
  email: 'wake@example.com',
  timezone: 'America/New_York',
  tera_type: 'Fire',
  tera_pokemon_slot: 1,
  team: legalDoublesTeam(),
  rules_agreement: true,
  checkin_agreement: true,
  privacy_agreement: true,
  ...overrides,
});
