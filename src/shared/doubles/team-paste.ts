/**
 * A team written as a Showdown paste, read into what staff send to correct it (the team, the Tera
 * Pokémon and its type): six Pokémon, and exactly one "Tera Type:" line naming the Tera Pokémon.
 * The team's legality is the server's verdict, as for the player's own form.
 */
import { z } from '../zod';
import { TEAM_SIZE, TERA_TYPES } from './registration';
import type { DoublesTeamInput } from './registration-schema';
import { importShowdownTeam } from './showdown-text';

const TERA_BY_NAME = new Map<string, (typeof TERA_TYPES)[number]>(
  TERA_TYPES.map((t) => [t.toLowerCase(), t]),
);

export const teamPasteSchema = z
  .object({ paste: z.string().trim().min(1, 'Paste the team in Showdown’s format.').max(10_000) })
  .transform((value, ctx): DoublesTeamInput => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', path: ['paste'], message });
      return z.NEVER;
    };
    const imported = importShowdownTeam(value.paste);
    if (!imported) return fail('No Pokémon found: paste the team in Showdown’s format.');
    if (imported.count !== TEAM_SIZE) {
      return fail(`The paste holds ${imported.count} Pokémon; a team has exactly ${TEAM_SIZE}.`);
    }
    const tera = imported.teraTypes.flatMap((type, index) => (type ? [{ slot: index + 1, type }] : []));
    if (tera.length !== 1) {
      return fail('Give exactly one Pokémon a “Tera Type:” line: the one that will Terastallize.');
    }
    const [{ slot, type }] = tera as [{ slot: number; type: string }];
    return {
      team: imported.team,
      tera_pokemon_slot: slot,
      // A known type in its usual spelling; anything else goes as written, for the server to name.
      tera_type: (TERA_BY_NAME.get(type.toLowerCase()) ?? type) as DoublesTeamInput['tera_type'],
    };
  });
