/**
 * Real battle logs from Pokémon Showdown's own engine (@pkmn/sim): two RandomPlayerAI players
 * fight with random level-50 teams in a custom-game format (singles or doubles), and the
 * spectator's view of the battle is the log. Team building is ours: random teams need
 * @pkmn/randoms, which the site does not carry, and a custom game plays any set. A battle costs
 * about 300 ms of CPU: the demo simulator sends one at most a minute, and tests read fixtures.
 */
import type { PokemonSet } from '@pkmn/sim';

export type BattleFormat = 'singles' | 'doubles';

const FORMAT_IDS: Record<BattleFormat, string> = {
  singles: 'gen9customgame',
  doubles: 'gen9doublescustomgame',
};

/** A seeded generator (mulberry32), so a seed always builds the same teams. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Sim = typeof import('@pkmn/sim');

function randomTeam(sim: Sim, random: () => number): PokemonSet[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const species = sim.Dex.species
    .all()
    .filter((s) => !s.isNonstandard && !s.nfe && !s.battleOnly && !s.forme && s.num > 0);
  const moves = sim.Dex.moves
    .all()
    .filter((m) => !m.isNonstandard && !m.isZ && !m.isMax && m.basePower > 0 && m.id !== 'struggle');
  const chosen = new Set<string>();
  while (chosen.size < 6) chosen.add(pick(species).name);
  const stats = (value: number) => ({
    hp: value,
    atk: value,
    def: value,
    spa: value,
    spd: value,
    spe: value,
  });
  return [...chosen].map((name) => {
    const entry = sim.Dex.species.get(name);
    const moveNames = new Set<string>();
    while (moveNames.size < 4) moveNames.add(pick(moves).name);
    return {
      name,
      species: name,
      item: '',
      ability: entry.abilities[0],
      moves: [...moveNames],
      nature: 'Hardy',
      gender: '',
      evs: stats(84),
      ivs: stats(31),
      level: 50,
    };
  });
}

/**
 * Plays one battle to its end and returns its log. Player 1 and 2 carry the given names; the
 * winner is the name on the log's `|win|` line (or none on a tie).
 */
export async function playShowdownBattle(options: {
  format: BattleFormat;
  seed: number;
  players: [string, string];
}): Promise<string> {
  const sim = await import('@pkmn/sim');
  const random = seeded(options.seed);
  const seedWord = () => Math.floor(random() * 0x10000);
  const streams = sim.BattleStreams.getPlayerStreams(new sim.BattleStreams.BattleStream());
  const seed = [seedWord(), seedWord(), seedWord(), seedWord()];
  const aiSeed = (player: number) => seed.map((n) => n ^ player).join(',') as `${number},${string}`;
  void new sim.RandomPlayerAI(streams.p1, { seed: aiSeed(1) }).start();
  void new sim.RandomPlayerAI(streams.p2, { seed: aiSeed(2) }).start();
  const chunks: string[] = [];
  const reading = (async () => {
    for await (const chunk of streams.spectator) chunks.push(chunk);
  })();
  const player = (name: string) => JSON.stringify({ name, team: sim.Teams.pack(randomTeam(sim, random)) });
  void streams.omniscient.write(
    [
      `>start ${JSON.stringify({ formatid: FORMAT_IDS[options.format], seed })}`,
      `>player p1 ${player(options.players[0])}`,
      `>player p2 ${player(options.players[1])}`,
    ].join('\n'),
  );
  await reading;
  return `${chunks.join('\n')}\n`;
}

/** The name on the log's `|win|` line; null for a tie. */
export const winnerOf = (log: string) => /^\|win\|(.+)$/m.exec(log)?.[1] ?? null;
