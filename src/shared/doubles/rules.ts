/**
 * The Mid-Season Doubles rules and prizes as the spec states them (§5 'Doubles rules', §9), for
 * the page and for the rule checks. Dex-free, so the page can import it.
 */
export const MAX_LEGENDARY = 2;

/** The Paradox Pokémon the spec counts as Legendary; every other Paradox Pokémon is standard. */
export const COUNTED_PARADOX = [
  'Koraidon',
  'Walking Wake',
  'Gouging Fire',
  'Raging Bolt',
  'Miraidon',
  'Iron Leaves',
  'Iron Boulder',
  'Iron Crown',
] as const;

/** Format facts: how the bracket plays. The player cap is the cup's own (staff set it), so the page adds it. */
export const DOUBLES_FORMAT_FACTS = [
  { label: 'Battle style', value: 'Doubles' },
  { label: 'Team', value: 'Bring 6, choose 4' },
  { label: 'Matches', value: 'Best of 3' },
  { label: 'Bracket', value: 'Single elimination' },
  { label: 'Level', value: 'Auto-scaled to level 50' },
] as const;

/** The team rules, in the spec's words. */
export const DOUBLES_RULES = [
  'No duplicate species.',
  'No duplicate items.',
  `Max ${MAX_LEGENDARY} Legendary/Mythical Pokémon. The Paradox Pokémon ${COUNTED_PARADOX.join(', ')} count toward this limit; other Paradox Pokémon are standard.`,
  'Terastalization is allowed: choose one Tera Pokémon and its Tera Type.',
  'Forms settable outside battle are legal and must be disclosed.',
  'Mid-battle mechanics (Mega, Dynamax, Battlebond, Powerconstruct) are not allowed.',
  '6 Pokémon with 4 moves each; every move must be learnable (checked with Pokémon Showdown).',
] as const;

/** §9: what is played for (the spec names the prizes, not how they are split by placing). */
export const DOUBLES_PRIZES = [
  'Gift card',
  'CobbleDollars',
  'Crate keys',
  'Converters',
  'Doubles Champion title',
] as const;
