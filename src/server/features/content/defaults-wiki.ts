/**
 * The wiki's sections as the spec wrote them: the first revision of each block. The sections drawn
 * from the shop's catalog (battle pass, crates, ranks) stay in code.
 */
import { RANKED_LEVEL_CAP, STARTING_GYM_TOKENS } from '../../../shared/wiki/sections';
import type { DefaultText } from './default-text';

const text = (...lines: string[]): DefaultText => ({ title: '', body: lines.join('\n') });

const COMMANDS: [string, string][] = [
  ['/spawn', 'Go to spawn'],
  ['/warps, /warp <name>', 'List and use public warps'],
  ['/sethome, /home, /delhome', 'Manage your homes'],
  ['/tpa <player>, /tpaccept', 'Teleport to a friend'],
  ['/quests', 'Open the quest board'],
  ['/crates', 'Open your crates and claim keys'],
  ['/vote', 'Links to the vote sites'],
  ['/bal, /pay, /baltop', 'CobbleDollars'],
  ['/ranked', 'Queue for ranked PvP'],
  ['/claimlist, /trust, /untrust, /abandonclaim', 'Land claims'],
  ['/pokeheal (at a Pokémon Center) or /healpokemon (Ace)', 'Heal your party'],
  ['/pc (Expert)', 'Open your PC anywhere'],
  ['/checkspawn (Expert)', 'What can spawn here'],
  ['/fly (Elite)', 'Fly in survival'],
  ['/link', 'Link your Minecraft account to the site'],
];

export const WIKI_DEFAULTS: Record<string, DefaultText> = {
  'wiki/getting-started': text(
    'The server runs Cobblemon on Minecraft Java. Join the Discord, sign up for the alpha on the [alpha sign-up page](/waitlist), install the modpack named in the welcome channel and connect with the address shown there. The [Getting Started guide](/getting-started) walks through each step.',
    '',
    '1. Pick your starter at /spawn and finish the tutorial quest line.',
    '2. Link your Minecraft account to the site from your profile menu, so purchases and ranked results find you.',
    '3. Set a home with `/sethome` before you leave spawn, then claim your land.',
    '4. Read the [server rules](/server-rules): one account per person, no cheats, no griefing.',
  ),
  'wiki/spawn-atlas': text(
    "Where Legendary, Paradox and Ultra Beast Pokémon appear, at what level, time, weather and in which biomes is in the [Spawn Atlas](/spawn-atlas). It is built from this server's own spawn files, so it matches what you meet in game. In game, `/checkspawn` (Expert rank and up) lists what can spawn where you stand.",
  ),
  'wiki/quests': text(
    'The quest board at /spawn offers daily and weekly quests: catch a number of a type, win battles, hatch eggs or deliver items. Open it with `/quests`.',
    '',
    '- Daily quests reset at midnight UTC; weekly quests on Monday.',
    '- Rewards are CobbleDollars, candies and battle pass experience.',
    '- The tutorial quest line gives your first Poké Balls, a fishing rod and a starter kit.',
  ),
  'wiki/warping': text(
    '- `/spawn` takes you to spawn: the treasury, the quest board, the tournament gym and the gym halls.',
    '- `/warp <name>` goes to public warps: `/warps` lists them (gyms, the market, the Safari).',
    '- `/sethome <name>`, `/home <name>`, `/delhome <name>` manage your homes; ranks add homes (see Ranks & Perks).',
    '- `/tpa <player>` asks to teleport to a friend; `/tpaccept` accepts. Teleports wait 3 seconds and cancel if you take damage, so they cannot be used to escape a battle.',
  ),
  'wiki/land-claims': text(
    'Claim land with a golden shovel: right-click two opposite corners. Claims protect blocks, chests and your Pokémon from other players. Every player starts with claim blocks and earns more by playing; ranks add more (see Ranks & Perks).',
    '',
    '- `/claimlist` shows your claims and blocks left; `/abandonclaim` gives a claim up.',
    '- `/trust <player>` lets a friend build; `/untrust` takes it back.',
    '- Claims are not allowed within 300 blocks of /spawn or over a gym hall.',
  ),
  'wiki/tms-trs': text(
    'TMs are reusable and TRs are used up. Both drop from raid dens, quest rewards and the market at /spawn, and any TM or TR in the Pokédex works. Teach one by holding it and right-clicking your Pokémon, or from the party menu. Move relearning is free at the move tutor in the Pokémon Center.',
  ),
  'wiki/gyms-pvp': text(
    `Nine gyms are run by players, the paid gym leaders ([who is online](/gym-leaders)). Challenging a gym costs a gym token: everyone starts with ${STARTING_GYM_TOKENS} Gym Token, ranks add tokens every month and the shop sells more.`,
    '',
    '### Season 1 gym rules',
    '',
    '- Singles, single elimination, best of 1.',
    '- Mega Evolution is allowed; Z-Moves, Dynamax and other mechanics are not.',
    '- At most 1 Legendary or Mythical over 600 base stat total per battle; those at 600 or below are unlimited.',
    '- No duplicate species on a team.',
    "- A gym team's species must have the gym's element as their original primary or secondary type; type changes do not count (Arceus only fits the Normal gym).",
    '',
    'All 9 gym leaders compete in the Elite Four entry tournament in the last week of October; players with all 9 seasonal badges can challenge the Elite Four from November 1 to 15. Read more on the [Season 1 page](/season1).',
    '',
    '### Ranked PvP',
    '',
    `Ranked battles use the level ${RANKED_LEVEL_CAP} cap (teams are scaled to it) and move you on the ELO [leaderboard](/leaderboard). Queue with \`/ranked\`; leaving a battle counts as a loss. Tournaments ([events](/events)) state their own rules.`,
  ),
  'wiki/economy': text(
    'The currency is CobbleDollars. Earn them from battles against wild and trainer Pokémon, quests, votes and selling items at the market. `/bal` shows your balance, `/pay <player> <amount>` sends money, `/baltop` lists the richest players.',
    '',
    'Player shops: place a chest with a sign to sell. Nothing in the webstore gives an advantage in battle: it sells cosmetics, conveniences and boosts shared by the whole server.',
  ),
  'wiki/breeding': text(
    '- Leave two compatible Pokémon in a pasture block; an egg appears after a while.',
    '- Hatch eggs by walking with them in your party; Flame Body or Magma Armor halves the steps.',
    '- A Destiny Knot passes down 5 IVs; an Everstone passes down the nature.',
    '- Ditto breeds with any species that can breed. Shiny odds apply to hatched eggs.',
  ),
  'wiki/training': text(
    '- Defeating Pokémon gives EVs by species; power items add 8 EVs per battle of their stat.',
    '- Vitamins add 10 EVs each; feathers add 1. Berries lower EVs (see Berries).',
    '- EXP Candies and Rare Candies level Pokémon instantly; the EXP Share is in your starter kit.',
    '- Bottle caps from the vote and battle pass rewards train IVs to the maximum.',
    '- Master rank can edit EVs with the EV Editor, under the EV Editor Policy.',
  ),
  'wiki/berries': text(
    'Berry trees grow from planted berries on grass or farmland and yield more when watered and mulched. Pomeg, Kelpsy, Qualot, Hondew, Grepa and Tamato berries lower one EV stat by 10. Apricorns grow on their own trees and are crafted into Poké Balls at a crafting table.',
  ),
  'wiki/events': text(
    'Tournaments, themed battles and raids are announced in Discord and listed on the [events page](/events), where you register while registration is open. Vote parties start server-wide boosts (see Crates and the [vote page](/vote-links)). Seasons end with the Elite Four and Champion.',
  ),
  'wiki/faq': text(
    '### Is anything pay-to-win?',
    '',
    'No. Ranks and the shop sell cosmetics, conveniences and server-wide boosts; the Champion title is only won.',
    '',
    '### My rank did not arrive.',
    '',
    'Link your Minecraft account first; deliveries wait until you are online. Still missing after that? [Contact support](/contact-support).',
    '',
    '### I lost items from a crate.',
    '',
    'Items that do not fit in your inventory are lost permanently: make room before opening crates.',
    '',
    '### How do I become a gym leader?',
    '',
    'Apply on the [Gym Leader Application](/gym-leader-application); staff review every application and reply on Discord.',
  ),
  'wiki/commands': text(
    '| Command | What it does |',
    '| --- | --- |',
    ...COMMANDS.map(([command, what]) => `| \`${command}\` | ${what} |`),
  ),
};
