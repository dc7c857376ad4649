/** Wiki sections about playing: the server's own rules and the commands players use. */
import { RANKED_LEVEL_CAP, STARTING_GYM_TOKENS } from '@shared/wiki/sections';
import { Link } from '../../lib/router';

export function GettingStarted() {
  return (
    <>
      <p>
        The server runs Cobblemon on Minecraft Java. Join the Discord, sign up for the alpha on the{' '}
        <Link to="/waitlist">alpha sign-up page</Link>, install the modpack named in the welcome channel and
        connect with the address shown there. The <Link to="/getting-started">Getting Started guide</Link>{' '}
        walks through each step.
      </p>
      <ol>
        <li>Pick your starter at /spawn and finish the tutorial quest line.</li>
        <li>
          Link your Minecraft account to the site from your profile menu, so purchases and ranked results find
          you.
        </li>
        <li>
          Set a home with <code>/sethome</code> before you leave spawn, then claim your land.
        </li>
        <li>
          Read the <Link to="/server-rules">server rules</Link>: one account per person, no cheats, no
          griefing.
        </li>
      </ol>
    </>
  );
}

export function SpawnAtlas() {
  return (
    <p>
      Where Legendary, Paradox and Ultra Beast Pokémon appear, at what level, time, weather and in which
      biomes is in the <Link to="/spawn-atlas">Spawn Atlas</Link>. It is built from this server's own spawn
      files, so it matches what you meet in game. In game, <code>/checkspawn</code> (Expert rank and up) lists
      what can spawn where you stand.
    </p>
  );
}

export function Quests() {
  return (
    <>
      <p>
        The quest board at /spawn offers daily and weekly quests: catch a number of a type, win battles, hatch
        eggs or deliver items. Open it with <code>/quests</code>.
      </p>
      <ul>
        <li>Daily quests reset at midnight UTC; weekly quests on Monday.</li>
        <li>Rewards are CobbleDollars, candies and battle pass experience.</li>
        <li>The tutorial quest line gives your first Poké Balls, a fishing rod and a starter kit.</li>
      </ul>
    </>
  );
}

export function Warping() {
  return (
    <ul>
      <li>
        <code>/spawn</code> takes you to spawn: the treasury, the quest board, the tournament gym and the gym
        halls.
      </li>
      <li>
        <code>/warp &lt;name&gt;</code> goes to public warps: <code>/warps</code> lists them (gyms, the
        market, the Safari).
      </li>
      <li>
        <code>/sethome &lt;name&gt;</code>, <code>/home &lt;name&gt;</code>,{' '}
        <code>/delhome &lt;name&gt;</code> manage your homes; ranks add homes (see Ranks &amp; Perks).
      </li>
      <li>
        <code>/tpa &lt;player&gt;</code> asks to teleport to a friend; <code>/tpaccept</code> accepts.
        Teleports wait 3 seconds and cancel if you take damage, so they cannot be used to escape a battle.
      </li>
    </ul>
  );
}

export function LandClaims() {
  return (
    <>
      <p>
        Claim land with a golden shovel: right-click two opposite corners. Claims protect blocks, chests and
        your Pokémon from other players. Every player starts with claim blocks and earns more by playing;
        ranks add more (see Ranks &amp; Perks).
      </p>
      <ul>
        <li>
          <code>/claimlist</code> shows your claims and blocks left; <code>/abandonclaim</code> gives a claim
          up.
        </li>
        <li>
          <code>/trust &lt;player&gt;</code> lets a friend build; <code>/untrust</code> takes it back.
        </li>
        <li>Claims are not allowed within 300 blocks of /spawn or over a gym hall.</li>
      </ul>
    </>
  );
}

export function TmsTrs() {
  return (
    <p>
      TMs are reusable and TRs are used up. Both drop from raid dens, quest rewards and the market at /spawn,
      and any TM or TR in the Pokédex works. Teach one by holding it and right-clicking your Pokémon, or from
      the party menu. Move relearning is free at the move tutor in the Pokémon Center.
    </p>
  );
}

export function GymsPvp() {
  return (
    <>
      <p>
        Nine gyms are run by players, the paid gym leaders (<Link to="/gym-leaders">who is online</Link>).
        Challenging a gym costs a gym token: everyone starts with {STARTING_GYM_TOKENS} Gym Token, ranks add
        tokens every month and the shop sells more.
      </p>
      <h3>Season 1 gym rules</h3>
      <ul>
        <li>Singles, single elimination, best of 1.</li>
        <li>Mega Evolution is allowed; Z-Moves, Dynamax and other mechanics are not.</li>
        <li>
          At most 1 Legendary or Mythical over 600 base stat total per battle; those at 600 or below are
          unlimited.
        </li>
        <li>No duplicate species on a team.</li>
        <li>
          A gym team's species must have the gym's element as their original primary or secondary type; type
          changes do not count (Arceus only fits the Normal gym).
        </li>
      </ul>
      <p>
        All 9 gym leaders compete in the Elite Four entry tournament in the last week of October; players with
        all 9 seasonal badges can challenge the Elite Four from November 1 to 15. Read more on the{' '}
        <Link to="/season1">Season 1 page</Link>.
      </p>
      <h3>Ranked PvP</h3>
      <p>
        Ranked battles use the level {RANKED_LEVEL_CAP} cap (teams are scaled to it) and move you on the ELO{' '}
        <Link to="/leaderboard">leaderboard</Link>. Queue with <code>/ranked</code>; leaving a battle counts
        as a loss. Tournaments (<Link to="/events">events</Link>) state their own rules.
      </p>
    </>
  );
}

export function Economy() {
  return (
    <>
      <p>
        The currency is CobbleDollars. Earn them from battles against wild and trainer Pokémon, quests, votes
        and selling items at the market. <code>/bal</code> shows your balance,{' '}
        <code>/pay &lt;player&gt; &lt;amount&gt;</code> sends money, <code>/baltop</code> lists the richest
        players.
      </p>
      <p>
        Player shops: place a chest with a sign to sell. Nothing in the webstore gives an advantage in battle:
        it sells cosmetics, conveniences and boosts shared by the whole server.
      </p>
    </>
  );
}

export function Breeding() {
  return (
    <ul>
      <li>Leave two compatible Pokémon in a pasture block; an egg appears after a while.</li>
      <li>Hatch eggs by walking with them in your party; Flame Body or Magma Armor halves the steps.</li>
      <li>A Destiny Knot passes down 5 IVs; an Everstone passes down the nature.</li>
      <li>Ditto breeds with any species that can breed. Shiny odds apply to hatched eggs.</li>
    </ul>
  );
}

export function Training() {
  return (
    <ul>
      <li>Defeating Pokémon gives EVs by species; power items add 8 EVs per battle of their stat.</li>
      <li>Vitamins add 10 EVs each; feathers add 1. Berries lower EVs (see Berries).</li>
      <li>EXP Candies and Rare Candies level Pokémon instantly; the EXP Share is in your starter kit.</li>
      <li>Bottle caps from the vote and battle pass rewards train IVs to the maximum.</li>
      <li>Master rank can edit EVs with the EV Editor, under the EV Editor Policy.</li>
    </ul>
  );
}

export function Berries() {
  return (
    <p>
      Berry trees grow from planted berries on grass or farmland and yield more when watered and mulched.
      Pomeg, Kelpsy, Qualot, Hondew, Grepa and Tamato berries lower one EV stat by 10. Apricorns grow on their
      own trees and are crafted into Poké Balls at a crafting table.
    </p>
  );
}

export function Events() {
  return (
    <p>
      Tournaments, themed battles and raids are announced in Discord and listed on the{' '}
      <Link to="/events">events page</Link>, where you register while registration is open. Vote parties start
      server-wide boosts (see Crates and the <Link to="/vote-links">vote page</Link>). Seasons end with the
      Elite Four and Champion.
    </p>
  );
}

export function Commands() {
  const rows: [string, string][] = [
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
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4">
              Command
            </th>
            <th scope="col" className="py-2">
              What it does
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([cmd, what]) => (
            <tr key={cmd} className="border-b border-border/50">
              <td className="py-2 pr-4">
                <code className="break-words">{cmd}</code>
              </td>
              <td className="py-2">{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Faq() {
  return (
    <dl className="space-y-4">
      <div>
        <dt className="font-semibold text-fg">Is anything pay-to-win?</dt>
        <dd>
          No. Ranks and the shop sell cosmetics, conveniences and server-wide boosts; the Champion title is
          only won.
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-fg">My rank did not arrive.</dt>
        <dd>
          Link your Minecraft account first; deliveries wait until you are online. Still missing after that?{' '}
          <Link to="/contact-support">Contact support</Link>.
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-fg">I lost items from a crate.</dt>
        <dd>
          Items that do not fit in your inventory are lost permanently: make room before opening crates.
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-fg">How do I become a gym leader?</dt>
        <dd>
          Apply on the <Link to="/gym-leader-application">Gym Leader Application</Link>; staff review every
          application and reply on Discord.
        </dd>
      </div>
    </dl>
  );
}
