/** Tournament rows and signed-in players for the tournament tests. */
import type { TournamentRegistrationInput } from '../../../shared/tournaments/registration-schema';
import { tournaments, users } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { createSession } from '../auth';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createTournament(app: TestApp, values: Partial<typeof tournaments.$inferInsert> = {}) {
  const [row] = await app.database.db
    .insert(tournaments)
    .values({
      slug: `cup-${unique()}`,
      name: 'Test Cup',
      format: 'singles',
      status: 'open',
      cap: 16,
      starts_at: new Date(Date.now() + 7 * 86_400_000),
      ...values,
    })
    .returning();
  return row!;
}

/** A user with a session cookie, without going through sign-in (which is rate limited per address). */
export async function createPlayer(app: TestApp, name = `player_${unique()}`) {
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name })
    .returning({ id: users.id });
  const { token } = await createSession(app.deps, user!.id);
  return { id: user!.id, name, cookie: `session=${token}` };
}

export const LEGAL_TEAM = {
  pokemon_1: 'Garchomp',
  pokemon_2: 'Rotom-Wash',
  pokemon_3: 'Ferrothorn',
  pokemon_4: 'Volcarona',
  pokemon_5: 'Toxapex',
  pokemon_6: 'Latios',
};

export function registrationBody(
  name: string,
  team: Partial<typeof LEGAL_TEAM> = {},
): TournamentRegistrationInput {
  return {
    // The tail keeps the unique part of a generated name: a tournament holds a Minecraft name once.
    minecraft_username: name
      .slice(-16)
      .replace(/[^A-Za-z0-9_]/g, '_')
      .padEnd(3, '_'),
    discord_tag: `@${name}`,
    email: `${name}@example.com`,
    timezone: 'est',
    ...LEGAL_TEAM,
    ...team,
    checkin_agreement: true,
    rules_agreement: true,
    streaming_consent: true,
  };
}
