/**
 * Wiki sections whose numbers belong to the shop: prices, rank perks and battle pass tiers are read
 * from the shared catalog, so the wiki and the shop cannot disagree.
 */
import { BATTLE_PASS_LEVELS, BATTLE_PASS_TIERS, rewardLabel } from '@shared/shop/battle-pass';
import { CATALOG, catalogGroup, formatUsd } from '@shared/shop/catalog';
import { CHAMPION_PERKS, EV_EDITOR_POLICY_RULES, RANK_PLANS } from '@shared/shop/ranks';
import { chanceText, VOTE_CRATE_REWARDS, VOTE_PARTY } from '@shared/vote/vote-info';
import { RANK_COMMAND_PERKS } from '@shared/wiki/sections';
import { Link } from '../../lib/router';

const battlePass = CATALOG.find((i) => i.id === 'battle-pass')!;
const priceList = (group: string) =>
  catalogGroup(group)
    .map((i) => `${i.quantity_in_pack} for ${formatUsd(i.unit_amount_cents)}`)
    .join(', ');

export function BattlePass() {
  const highlights = BATTLE_PASS_TIERS.filter((t) => t.level % 10 === 0);
  return (
    <>
      <p>
        Each season's battle pass has {BATTLE_PASS_LEVELS} tiers. Every tier has a free reward for everyone
        and a premium reward for holders of the {battlePass.name} ({formatUsd(battlePass.unit_amount_cents)}{' '}
        in the <Link to="/shop">shop</Link>, included with Master rank and for the reigning Champion). Earn
        pass experience from quests, battles and catches; claim rewards with <code>/battlepass</code>.
      </p>
      <ul>
        {highlights.map((t) => (
          <li key={t.level}>
            Tier {t.level}: {rewardLabel(t.freeReward)} (free), {rewardLabel(t.premiumReward)} (premium)
          </li>
        ))}
      </ul>
    </>
  );
}

export function Crates() {
  return (
    <>
      <p>
        Crates stand in the treasury at /spawn; <code>/crates</code> shows your keys. Vote keys come from
        voting, cosmetic and Pokédoll keys from ranks and the shop (cosmetic keys:{' '}
        {priceList('cosmetic-keys')}). Items that do not fit in your inventory are lost permanently, so make
        room first.
      </p>
      <h3>Vote crate</h3>
      <ul>
        {VOTE_CRATE_REWARDS.map((r) => (
          <li key={r.reward}>
            {r.reward}: {chanceText(r.chance)}
          </li>
        ))}
      </ul>
      <p>
        Every {VOTE_PARTY.threshold} votes start a vote party: a {VOTE_PARTY.shinyBoostMinutes}-minute
        server-wide {VOTE_PARTY.shinyBoostMultiplier}x shiny boost and {VOTE_PARTY.spawn}. See the{' '}
        <Link to="/vote-links">vote page</Link> for why the chances add up to more than 100%.
      </p>
    </>
  );
}

type RankPlan = (typeof RANK_PLANS)[number];

/** The rank comparison's columns, shared by the table (wide screens) and the cards (phones). */
const RANK_COLUMNS: readonly { label: string; value: (plan: RankPlan) => string }[] = [
  { label: 'Monthly', value: (plan) => formatUsd(plan.monthlyCents) },
  { label: 'Annual', value: (plan) => formatUsd(plan.annualCents) },
  { label: 'Claim blocks', value: (plan) => `+${plan.perks.claimBlocks.toLocaleString('en-US')}` },
  { label: 'Extra homes', value: (plan) => `+${plan.perks.extraHomes}` },
  { label: 'Gym tokens / month', value: (plan) => String(plan.perks.monthlyGymTokens) },
  { label: 'Cosmetic keys / month', value: (plan) => String(plan.perks.monthlyCosmeticKeys) },
  {
    label: 'Shiny boost / month',
    value: (plan) => `${plan.perks.shinyBoostMinutes} min at ${plan.perks.shinyBoostMultiplier}x`,
  },
];

/** Eight columns do not fit a phone: from `sm` up a table, below it one card per rank. */
function RankTable() {
  return (
    <table className="hidden w-full text-left text-sm sm:table">
      <caption className="sr-only">Rank prices and perks</caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-2 pr-3">
            Rank
          </th>
          {RANK_COLUMNS.map((column) => (
            <th key={column.label} scope="col" className="py-2 pr-3 last:pr-0">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {RANK_PLANS.map((plan) => (
          <tr key={plan.id} className="border-b border-border/50" data-rank={plan.id}>
            <th scope="row" className="py-2 pr-3 font-semibold text-fg">
              {plan.name}
            </th>
            {RANK_COLUMNS.map((column) => (
              <td key={column.label} className="py-2 pr-3 last:pr-0">
                {column.value(plan)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RankCards() {
  // The `!` classes: the wiki's prose styles every ul as an indented, bulleted list.
  return (
    <ul aria-label="Rank prices and perks" className="grid list-none! gap-3 pl-0! sm:hidden">
      {RANK_PLANS.map((plan) => (
        <li key={plan.id} className="rounded-xl border border-border bg-surface/60 p-4">
          <p className="font-semibold text-fg">{plan.name}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {RANK_COLUMNS.map((column) => (
              <div key={column.label} className="contents">
                <dt className="text-muted">{column.label}</dt>
                <dd className="text-fg">{column.value(plan)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function RanksAndPerks() {
  return (
    <>
      <p>
        Four paid ranks, Ace, Expert, Elite and Master, each including everything below it, plus Champion,
        which is earned in PvP and never sold. Buy or compare them on the <Link to="/ranks">ranks page</Link>.
      </p>
      <RankTable />
      <RankCards />
      <h3>Commands each rank adds</h3>
      <ul>
        {RANK_PLANS.map((plan) => (
          <li key={plan.id}>
            <strong>{plan.name}</strong>: {RANK_COMMAND_PERKS[plan.id].join(', ')}
            {plan.perks.premiumBattlePass ? ', the Premium Battle Pass' : ''}
          </li>
        ))}
      </ul>
      <h3>Champion</h3>
      <ul>
        {CHAMPION_PERKS.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      <h3 id="ev-editor-policy" className="scroll-mt-24">
        EV Editor Policy
      </h3>
      <p>Master rank includes the EV Editor. Buying Master means agreeing to these rules:</p>
      <ol>
        {EV_EDITOR_POLICY_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </>
  );
}
