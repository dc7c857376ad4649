import { BATTLE_PASS_TIERS, type BattlePassReward, rewardLabel } from '@shared/shop/battle-pass';
import { formatUsd } from '@shared/shop/catalog';
import { Crown } from 'lucide-react';
import { useCatalogItem } from './catalog-queries';
import { AddToCartButton } from './product-card';

const TYPE_ICON: Record<BattlePassReward['type'], string> = { ITEM: '🎒', POKEMON: '🐾', COMMAND: '🎁' };

function Reward({ reward }: { reward: BattlePassReward }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true">{TYPE_ICON[reward.type]}</span>
      {rewardLabel(reward)}
    </span>
  );
}

export function BattlePassTab() {
  const pass = useCatalogItem('battle-pass');
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="battle-pass-title">
        <h2 id="battle-pass-title" className="text-2xl font-bold">
          Season Battle Pass
        </h2>
        <p className="mb-4 mt-1 text-muted">
          {BATTLE_PASS_TIERS.length} tiers. Everyone earns the free track; the premium track unlocks with the
          pass.
        </p>
        <div className="overflow-x-auto rounded-2xl border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Battle pass rewards by level</caption>
            <thead className="bg-surface-2 text-xs uppercase tracking-wider text-muted">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Level
                </th>
                <th scope="col" className="px-4 py-3">
                  Free Reward
                </th>
                <th scope="col" className="px-4 py-3">
                  Premium Reward
                </th>
              </tr>
            </thead>
            <tbody>
              {BATTLE_PASS_TIERS.map((tier) => (
                <tr key={tier.level} className="border-t border-border odd:bg-surface/50">
                  <th scope="row" className="px-4 py-2 font-bold text-primary">
                    {tier.level}
                  </th>
                  <td className="px-4 py-2">
                    <Reward reward={tier.freeReward} />
                  </td>
                  <td className="px-4 py-2 text-accent">
                    <Reward reward={tier.premiumReward} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <aside aria-labelledby="pass-upgrade-title" className="lg:sticky lg:top-24 lg:self-start">
        <div className="rounded-2xl border border-primary bg-surface/80 p-6">
          <Crown className="h-8 w-8 text-primary" aria-hidden="true" />
          <h2 id="pass-upgrade-title" className="mt-2 text-xl font-extrabold">
            Upgrade to Premium
          </h2>
          {pass && (
            <p className="mt-1 text-3xl font-extrabold text-primary">{formatUsd(pass.unit_amount_cents)}</p>
          )}
          <p className="mt-2 text-sm text-muted">
            Unlock every premium reward for this season, including shiny Pokémon and cosmetic keys.
          </p>
          <p className="mt-2 text-xs font-semibold text-accent">Included with the Master rank.</p>
          {pass ? (
            <AddToCartButton item={pass} className="mt-4" />
          ) : (
            <p className="mt-4 text-sm text-muted">The premium pass is not on sale right now.</p>
          )}
        </div>
      </aside>
    </div>
  );
}
