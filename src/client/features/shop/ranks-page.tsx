import { rankPlanId } from '@shared/shop/catalog';
import { CHAMPION_PERKS, RANK_PLANS, type RankPlan } from '@shared/shop/ranks';
import { BookOpen, Check, Clock, Layers, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { Page, PageHeader } from '../../components/ui/page';
import { cn } from '../../lib/cn';
import { HydrateInTurn } from '../../lib/hydrate-in-turn';
import { Link } from '../../lib/router';
import { useCart } from './cart-store';
import { CartWidget } from './cart-widget';
import { useCatalogItem, useCatalogItems } from './catalog-queries';
import { PlanMoveAction } from './plan-move-action';
import { useCurrentPlan } from './plan-queries';
import { RankBadge } from './rank-badge';
import { type BillingInterval, RankCard, rankItemIds } from './rank-card';

function IntervalToggle({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
}) {
  const option = (interval: BillingInterval, label: string) => (
    <button
      type="button"
      aria-pressed={value === interval}
      onClick={() => onChange(interval)}
      className={cn(
        'h-9 cursor-pointer rounded-lg px-5 text-sm font-semibold transition-colors',
        value === interval ? 'bg-primary text-primary-fg' : 'text-muted hover:text-fg',
      )}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="inline-flex gap-1 rounded-xl border border-border bg-surface p-1">
      <legend className="sr-only">Billing period</legend>
      {option('month', 'Monthly')}
      {option('year', 'Annual')}
    </fieldset>
  );
}

/** The reader's current plan with its rank, once signed in. */
function useHeldPlan() {
  const held = useCurrentPlan();
  const items = useCatalogItems();
  return held && { ...held, rank: items.find((item) => item.id === held.catalog_item_id)?.rank };
}

/**
 * A rank card's button. It reads the cart and the plan itself, inside the card: each card hydrates
 * in a turn of its own (decision 029), and its first render there must draw what the paint drew.
 */
function RankAction({ plan, interval }: { plan: RankPlan; interval: BillingInterval }) {
  const cart = useCart();
  const current = useHeldPlan();
  const item = useCatalogItem(rankPlanId(plan.id, interval));
  if (current && item) return <PlanMoveAction item={item} current={current} />;
  if (rankItemIds(plan).some((id) => cart.has(id))) {
    return (
      <Button variant="secondary" disabled className="w-full">
        <Check className="h-4 w-4" aria-hidden="true" /> Already in Cart
      </Button>
    );
  }
  return (
    <Link to="/shop#ranks" className={cn(buttonClass('primary', 'md'), 'w-full')}>
      Subscribe to {plan.name}
    </Link>
  );
}

export default function RanksPage() {
  const [interval, setBilling] = useState<BillingInterval>('month');
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const current = useHeldPlan();
  return (
    <Page wide>
      <PageHeader eyebrow="Support the server" title="Server Ranks">
        Comfort and cosmetic perks for dedicated trainers. No rank changes a battle's outcome.
      </PageHeader>
      <div className="mb-8 flex flex-wrap items-center gap-4">
        <IntervalToggle value={interval} onChange={setBilling} />
        <p className="text-sm text-success">Annual plans save 10%.</p>
      </div>
      {current && (
        <p className="mb-6 rounded-xl border border-primary/40 bg-primary/10 p-4 text-sm">
          You have the <strong>{current.name}</strong> plan. Upgrade or downgrade it below: Stripe charges or
          credits the difference for the rest of your period.
        </p>
      )}
      <div className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
        {/* Four cards of perks: hydrated one at a time, so no one task adopts the whole page. */}
        {RANK_PLANS.map((plan) => (
          <HydrateInTurn key={plan.id}>
            <RankCard
              plan={plan}
              interval={interval}
              action={<RankAction plan={plan} interval={interval} />}
            />
          </HydrateInTurn>
        ))}
      </div>

      <section
        aria-labelledby="champion-title"
        className="mt-8 rounded-2xl border border-accent/50 bg-gradient-to-br from-accent/15 to-surface p-6"
      >
        <div className="flex items-center gap-3">
          <RankBadge rank="champion" className="h-12 w-12 shrink-0" />
          <h2 id="champion-title" className="text-2xl font-extrabold">
            Champion
          </h2>
        </div>
        <ul className="mt-3 space-y-1 text-sm">
          {CHAMPION_PERKS.map((perk) => (
            <li key={perk} className="flex gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
              {perk}
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <aside
          aria-labelledby="inheritance-title"
          className="rounded-2xl border border-border bg-surface/80 p-5"
        >
          <h2 id="inheritance-title" className="flex items-center gap-2 font-bold">
            <Layers className="h-5 w-5 text-primary" aria-hidden="true" /> Rank inheritance
          </h2>
          <p className="mt-2 text-sm text-muted">
            Every rank includes all perks of the ranks below it: Expert has everything Ace has, and Master has
            everything.
          </p>
        </aside>
        <aside
          aria-labelledby="expiration-title"
          className="rounded-2xl border border-border bg-surface/80 p-5"
        >
          <h2 id="expiration-title" className="flex items-center gap-2 font-bold">
            <Clock className="h-5 w-5 text-primary" aria-hidden="true" /> Rank expiration
          </h2>
          <p className="mt-2 text-sm text-muted">
            Ranks are subscriptions. If a renewal is canceled or fails, the rank and its monthly perks end
            with the paid period; items already delivered stay yours.
          </p>
        </aside>
      </div>

      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/wiki#ranks" className={buttonClass('secondary')}>
          <BookOpen className="h-4 w-4" aria-hidden="true" /> Rank details in the wiki
        </Link>
        <Link to="/wiki#ev-editor-policy" className={buttonClass('secondary')}>
          <ShieldAlert className="h-4 w-4" aria-hidden="true" /> EV Editor Policy
        </Link>
      </div>
      <CartWidget checkoutOpen={checkoutOpen} onCheckoutOpenChange={setCheckoutOpen} />
    </Page>
  );
}
