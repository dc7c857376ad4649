/**
 * The season's battle pass: 30 tiers, each with a free and a premium reward. Rewards use the
 * game plugin's shapes: an item stack (`id`, `Count`), a Pokémon (species, level, shiny, ball)
 * or a console command (`{player}` is replaced with the player's name).
 */

export interface ItemRewardData {
  id: string;
  Count: number;
  display_name?: string;
  lore?: string[];
}

export interface PokemonRewardData {
  species: string;
  level: number;
  shiny: boolean;
  pokeball: string;
  display_name?: string;
}

export interface CommandRewardData {
  command: string;
  display_name: string;
  lore?: string[];
}

export type BattlePassReward =
  | { type: 'ITEM'; data: ItemRewardData }
  | { type: 'POKEMON'; data: PokemonRewardData }
  | { type: 'COMMAND'; data: CommandRewardData };

export interface BattlePassTier {
  level: number;
  freeReward: BattlePassReward;
  premiumReward: BattlePassReward;
}

export const BATTLE_PASS_LEVELS = 30;

const stack = (id: string, Count: number, display_name: string): BattlePassReward => ({
  type: 'ITEM',
  data: { id: `cobblemon:${id}`, Count, display_name },
});

const mon = (
  species: string,
  level: number,
  shiny = false,
  pokeball = 'cobblemon:poke_ball',
): BattlePassReward => ({
  type: 'POKEMON',
  data: { species, level, shiny, pokeball },
});

const command = (cmd: string, display_name: string): BattlePassReward => ({
  type: 'COMMAND',
  data: { command: cmd, display_name },
});

const cosmeticKeys = (n: number) =>
  command(`crates key give {player} cosmetic ${n}`, `${n} Cosmetic Key${n > 1 ? 's' : ''}`);
const gymToken = (n: number) => command(`gymtokens give {player} ${n}`, `${n} Gym Token${n > 1 ? 's' : ''}`);

const TRACK: ReadonlyArray<readonly [BattlePassReward, BattlePassReward]> = [
  [stack('poke_ball', 10, '10 Poké Balls'), stack('great_ball', 10, '10 Great Balls')],
  [stack('potion', 5, '5 Potions'), cosmeticKeys(1)],
  [stack('rare_candy', 1, 'Rare Candy'), mon('eevee', 10)],
  [stack('great_ball', 5, '5 Great Balls'), stack('ability_capsule', 1, 'Ability Capsule')],
  [cosmeticKeys(1), gymToken(1)],
  [stack('exp_candy_s', 5, '5 Exp. Candy S'), stack('exp_candy_m', 5, '5 Exp. Candy M')],
  [stack('super_potion', 5, '5 Super Potions'), stack('ultra_ball', 10, '10 Ultra Balls')],
  [stack('rare_candy', 2, '2 Rare Candies'), mon('riolu', 15)],
  [stack('revive', 3, '3 Revives'), command('pokedoll give {player} random 1', '1 PokeDoll')],
  [gymToken(1), mon('dratini', 15, true, 'cobblemon:premier_ball')],
  [stack('ultra_ball', 5, '5 Ultra Balls'), stack('bottle_cap', 1, 'Bottle Cap')],
  [stack('exp_candy_m', 3, '3 Exp. Candy M'), cosmeticKeys(2)],
  [stack('hyper_potion', 5, '5 Hyper Potions'), stack('mint_adamant', 1, 'Adamant Mint')],
  [stack('rare_candy', 3, '3 Rare Candies'), mon('larvitar', 20)],
  [cosmeticKeys(1), command('shinyboost personal {player} 10 30', '30-minute 10x Personal Shiny Boost')],
  [stack('max_revive', 2, '2 Max Revives'), stack('gold_bottle_cap', 1, 'Gold Bottle Cap')],
  [stack('exp_candy_l', 2, '2 Exp. Candy L'), stack('ability_patch', 1, 'Ability Patch')],
  [stack('ultra_ball', 10, '10 Ultra Balls'), mon('gible', 20, false, 'cobblemon:dusk_ball')],
  [stack('rare_candy', 3, '3 Rare Candies'), cosmeticKeys(3)],
  [gymToken(1), mon('beldum', 25, true, 'cobblemon:luxury_ball')],
  [stack('pp_up', 2, '2 PP Ups'), stack('mint_timid', 1, 'Timid Mint')],
  [stack('exp_candy_l', 3, '3 Exp. Candy L'), command('pokeballchange give {player} 1', '1 PokeBall Change')],
  [stack('full_restore', 3, '3 Full Restores'), stack('exp_candy_xl', 3, '3 Exp. Candy XL')],
  [stack('rare_candy', 5, '5 Rare Candies'), mon('axew', 25, false, 'cobblemon:dream_ball')],
  [cosmeticKeys(2), command('shinytransform give {player} 1', '1 Shiny Transformation')],
  [stack('pp_max', 1, 'PP Max'), stack('gold_bottle_cap', 2, '2 Gold Bottle Caps')],
  [stack('exp_candy_xl', 2, '2 Exp. Candy XL'), gymToken(2)],
  [stack('master_ball', 1, 'Master Ball'), mon('dreepy', 30, true, 'cobblemon:beast_ball')],
  [stack('rare_candy', 10, '10 Rare Candies'), cosmeticKeys(5)],
  [
    command('title give {player} season_finisher', 'Season Finisher Title'),
    mon('dratini', 30, true, 'cobblemon:cherish_ball'),
  ],
];

export const BATTLE_PASS_TIERS: readonly BattlePassTier[] = TRACK.map(([freeReward, premiumReward], i) => ({
  level: i + 1,
  freeReward,
  premiumReward,
}));

/** A short label for a reward, for tables and tooltips. */
export function rewardLabel(reward: BattlePassReward): string {
  switch (reward.type) {
    case 'ITEM':
      return reward.data.display_name ?? `${reward.data.Count}× ${reward.data.id}`;
    case 'POKEMON': {
      const name = reward.data.species.charAt(0).toUpperCase() + reward.data.species.slice(1);
      return `${reward.data.shiny ? 'Shiny ' : ''}${name} (Lv. ${reward.data.level})`;
    }
    case 'COMMAND':
      return reward.data.display_name;
  }
}
