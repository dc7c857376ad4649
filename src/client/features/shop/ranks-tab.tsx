import { rankPlanId } from '@shared/shop/catalog';
import { RANK_PLANS, type RankPlan } from '@shared/shop/ranks';
import { useState } from 'react';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { useCatalogItem } from './catalog-queries';
import { useCurrentPlan } from './plan-queries';
import { AddToCartButton } from './product-card';
import { type BillingInterval, RankCard, rankItemIds } from './rank-card';

function IntervalSwitch({
  plan,
  interval,
  onChange,
}: {
  plan: RankPlan;
  interval: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}) {
  const annual = interval === 'year';
  return (
    <div className="mt-3 flex items-center gap-3 text-sm">
      <button
        type="button"
        role="switch"
        aria-checked={annual}
        aria-label={`Annual billing for ${plan.name}`}
        onClick={() => onChange(annual ? 'month' : 'year')}
        className={cn(
          'relative h-6 w-11 shrink-0 cursor-pointer rounded-full border border-border transition-colors',
          annual ? 'bg-primary' : 'bg-surface-2',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-0.5 h-4.5 w-4.5 rounded-full bg-fg motion-safe:transition-all',
            annual ? 'left-5.5' : 'left-0.5',
          )}
        />
      </button>
      <span className="text-muted">{annual ? 'Annual (save 10%)' : 'Monthly'}</span>
    </div>
  );
}

/** A buyer holds one plan at a time: a second one is not added to the cart but reached by a change. */
function PlanHeldNote({ heldName, isThis }: { heldName: string; isThis: boolean }) {
  return (
    <div className="space-y-2 text-sm">
      <p className="text-muted">
        {isThis
          ? 'This is your plan.'
          : `You already have the ${heldName} plan, so a second one cannot be added to the cart.`}
      </p>
      <Link to="/ranks" className={cn(buttonClass('secondary', 'md', { wrap: true }), 'w-full')}>
        {isThis ? 'Manage your plan' : 'Upgrade or downgrade on the Ranks page'}
      </Link>
    </div>
  );
}

function ShopRankCard({ plan }: { plan: RankPlan }) {
  const [interval, setBilling] = useState<BillingInterval>('month');
  const item = useCatalogItem(rankPlanId(plan.id, interval));
  const held = useCurrentPlan();
  return (
    <RankCard
      plan={plan}
      interval={interval}
      headingLevel="h3"
      control={<IntervalSwitch plan={plan} interval={interval} onChange={setBilling} />}
      action={
        held ? (
          <PlanHeldNote heldName={held.name} isThis={held.catalog_item_id === item?.id} />
        ) : item ? (
          <AddToCartButton item={item} inCartIds={rankItemIds(plan)} />
        ) : (
          <p className="text-sm text-muted">Not on sale right now.</p>
        )
      }
    />
  );
}

export function RanksTab() {
  return (
    <section aria-labelledby="ranks-title">
      <h2 id="ranks-title" className="text-2xl font-bold">
        Server Ranks
      </h2>
      <p className="mb-6 mt-1 text-muted">
        Each rank includes every perk of the ranks below it.{' '}
        <Link to="/ranks" className="text-primary underline">
          Compare ranks
        </Link>
      </p>
      <div className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
        {RANK_PLANS.map((plan) => (
          <ShopRankCard key={plan.id} plan={plan} />
        ))}
      </div>
      <p className="mt-4 text-sm text-muted">
        Master requires agreeing to the{' '}
        <Link to="/wiki#ev-editor-policy" className="text-primary underline">
          EV Editor Policy
        </Link>{' '}
        at checkout.
      </p>
    </section>
  );
}
