/**
 * The doubles form keeps every control under its own flat key, named as the schema's error paths
 * ('team.2.species', 'team.2.moves.0'), so a message lands on its control and editing one control
 * clears only its own message. `formSchema` reads those flat values as the nested request.
 */
import { emptyMember, MOVES_PER_POKEMON, TEAM_SIZE, teamField } from './registration';
import type { DoublesTeamMemberInput } from './registration-schema';

type SlotKey = `team.${number}.species` | `team.${number}.item` | `team.${number}.moves.${number}`;

export type DoublesFormValues = {
  minecraft_username: string;
  discord_tag: string;
  email: string;
  timezone: string;
  tera_type: string;
  tera_pokemon_slot: number;
  rules_agreement: boolean;
  checkin_agreement: boolean;
  privacy_agreement: boolean;
} & Record<SlotKey, string>;

export const SLOTS = Array.from({ length: TEAM_SIZE }, (_, i) => i);
export const MOVE_INDEXES = Array.from({ length: MOVES_PER_POKEMON }, (_, i) => i);

/** The six slots' flat entries for a team (missing slots and moves empty). */
export function teamValues(team: readonly DoublesTeamMemberInput[]): Record<SlotKey, string> {
  const values: Record<string, string> = {};
  for (const slot of SLOTS) {
    const member = team[slot] ?? emptyMember();
    values[teamField.species(slot)] = member.species;
    values[teamField.item(slot)] = member.item;
    for (const m of MOVE_INDEXES) values[teamField.move(slot, m)] = member.moves[m] ?? '';
  }
  return values as Record<SlotKey, string>;
}

/** The team the flat values describe. */
export function teamOf(values: DoublesFormValues): DoublesTeamMemberInput[] {
  return SLOTS.map((slot) => ({
    species: values[teamField.species(slot) as SlotKey] ?? '',
    item: values[teamField.item(slot) as SlotKey] ?? '',
    moves: MOVE_INDEXES.map((m) => values[teamField.move(slot, m) as SlotKey] ?? ''),
  }));
}

/** The request body the flat values stand for. */
export function requestOf(values: DoublesFormValues) {
  return {
    minecraft_username: values.minecraft_username,
    discord_tag: values.discord_tag,
    email: values.email,
    timezone: values.timezone,
    tera_type: values.tera_type,
    tera_pokemon_slot: values.tera_pokemon_slot,
    team: teamOf(values),
    rules_agreement: values.rules_agreement,
    checkin_agreement: values.checkin_agreement,
    privacy_agreement: values.privacy_agreement,
  };
}
