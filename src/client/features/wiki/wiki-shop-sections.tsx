/**
 * Wiki sections whose numbers belong to the shop: prices come from the catalog the shop pages read
 * (the database's, in the first paint's data and live after), rank perks and battle pass tiers from
 * the shared tables, so the wiki and the shop cannot disagree.
 */
import { formatCount } from '@shared/format';
import { BATTLE_PASS_LEVELS, BATTLE_PASS_TIERS, rewardLabel } from '@shared/shop/battle-pass';
import { type CatalogItem, formatUsd, type RankId } from '@shared/shop/catalog';
import { CHAMPION_PERKS, EV_EDITOR_POLICY_RULES, RANK_PLANS } from '@shared/shop/ranks';
import { chanceText, VOTE_CRATE_REWARDS, VOTE_PARTY } from '@shared/vote/vote-info';
import { RANK_COMMAND_PERKS } from '@shared/wiki/sections';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/router';
import { useCatalogItems } from '../shop';
import { voteQuery } from '../vote';

/** Shown for a price until the catalog has arrived (or while the product is off sale). */
const NO_PRICE = '—';

const priceList = (items: readonly CatalogItem[], group: string) =>
  items
    .filter((i) => i.group === group)
    .map((i) => `${i.quantity_in_pack} for ${formatUsd(i.unit_amount_cents)}`)
    .join(', ') || 'see the shop';

export function BattlePass() {
  const highlights = BATTLE_PASS_TIERS.filter((t) => t.level % 10 === 0);
  const battlePass = useCatalogItems().find((i) => i.id === 'battle-pass');
  return (
    <>
      <p>
        Each season's battle pass has {BATTLE_PASS_LEVELS} tiers. Every tier has a free reward for everyone
        and a premium reward for holders of the Premium Battle Pass (
        {battlePass ? `${formatUsd(battlePass.unit_amount_cents)} ` : ''}
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
  // The goal an admin set, once the vote page's answer is here; the default until then, as painted.
  const partyGoal = useQuery(voteQuery).data?.party.threshold ?? VOTE_PARTY.threshold;
  const items = useCatalogItems();
  return (
    <>
      <p>
        Crates stand in the treasury at /spawn; <code>/crates</code> shows your keys. Vote keys come from
        voting, cosmetic and Pokédoll keys from ranks and the shop (cosmetic keys:{' '}
        {priceList(items, 'cosmetic-keys')}). Items that do not fit in your inventory are lost permanently, so
        make room first.
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
        Every {partyGoal} votes start a vote party: a {VOTE_PARTY.shinyBoostMinutes}-minute server-wide{' '}
        {VOTE_PARTY.shinyBoostMultiplier}x shiny boost and {VOTE_PARTY.spawn}. See the{' '}
        <Link to="/vote-links">vote page</Link> for why the chances add up to more than 100%.
      </p>
    </>
  );
}

type RankPlan = (typeof RANK_PLANS)[number];
type RankPrices = ReadonlyMap<string, number>;

/** Each rank plan's price as the catalog sells it, by item id (`rank-ace-monthly`). */
function useRankPrices(): RankPrices {
  return new Map(
    useCatalogItems()
      .filter((i) => i.kind === 'subscription')
      .map((i) => [i.id, i.unit_amount_cents]),
  );
}

const rankPrice = (prices: RankPrices, rank: RankId, period: 'monthly' | 'annual') => {
  const cents = prices.get(`rank-${rank}-${period}`);
  return cents === undefined ? NO_PRICE : formatUsd(cents);
};

/** The rank comparison's columns, shared by the table (wide screens) and the cards (phones). */
const RANK_COLUMNS: readonly { label: string; value: (plan: RankPlan, prices: RankPrices) => string }[] = [
  { label: 'Monthly', value: (plan, prices) => rankPrice(prices, plan.id, 'monthly') },
  { label: 'Annual', value: (plan, prices) => rankPrice(prices, plan.id, 'annual') },
  { label: 'Claim blocks', value: (plan) => `+${formatCount(plan.perks.claimBlocks)}` },
  { label: 'Extra homes', value: (plan) => `+${plan.perks.extraHomes}` },
  { label: 'Gym tokens / month', value: (plan) => String(plan.perks.monthlyGymTokens) },
  { label: 'Cosmetic keys / month', value: (plan) => String(plan.perks.monthlyCosmeticKeys) },
  {
    label: 'Shiny boost / month',
    value: (plan) => `${plan.perks.shinyBoostMinutes} min at ${plan.perks.shinyBoostMultiplier}x`,
  },
];

/** Eight columns do not fit a phone: from `sm` up a table, below it one card per rank. */
function RankTable({ prices }: { prices: RankPrices }) {
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
                {column.value(plan, prices)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RankCards({ prices }: { prices: RankPrices }) {
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
                <dd className="text-fg">{column.value(plan, prices)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function RanksAndPerks() {
  const prices = useRankPrices();
  return (
    <>
      <p>
        Four paid ranks, Ace, Expert, Elite and Master, each including everything below it, plus Champion,
        which is earned in PvP and never sold. Buy or compare them on the <Link to="/ranks">ranks page</Link>.
      </p>
      <RankTable prices={prices} />
      <RankCards prices={prices} />
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
