import { formatUsd, rankPlanId } from '@shared/shop/catalog';
import type { RankPlan } from '@shared/shop/ranks';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { useCatalogItem } from './catalog-queries';
import { RankBadge } from './rank-badge';

export type BillingInterval = 'month' | 'year';

/** Both plan ids of a rank: either one in the cart marks the rank as taken. */
export const rankItemIds = (plan: RankPlan) => [rankPlanId(plan.id, 'month'), rankPlanId(plan.id, 'year')];

/** A rank's card: price for the interval, features, and the caller's switch and action. */
export function RankCard({
  plan,
  interval,
  headingLevel = 'h2',
  control,
  action,
}: {
  plan: RankPlan;
  interval: BillingInterval;
  headingLevel?: 'h2' | 'h3';
  control?: ReactNode;
  action: ReactNode;
}) {
  const Heading = headingLevel;
  const titleId = `rank-${plan.id}-title`;
  // The catalog's price once it has arrived; the rank table's own price only until then.
  const sold = useCatalogItem(rankPlanId(plan.id, interval));
  const cents = sold?.unit_amount_cents ?? (interval === 'month' ? plan.monthlyCents : plan.annualCents);
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-surface/80 p-6',
        plan.popular ? 'border-primary shadow-[0_0_30px_rgb(245_165_36/0.15)]' : 'border-border',
      )}
    >
      {plan.popular && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">Most Popular</Badge>}
      <RankBadge rank={plan.id} className="h-14 w-14" />
      <Heading id={titleId} className="mt-2 text-2xl font-extrabold text-fg">
        {plan.name}
      </Heading>
      <p className="mt-1 text-sm text-muted">{plan.tagline}</p>
      <p className="mt-4">
        <span className="text-3xl font-extrabold text-primary">{formatUsd(cents)}</span>
        <span className="text-muted">/{interval === 'month' ? 'month' : 'year'}</span>
      </p>
      {interval === 'year' && (
        <p className="text-xs font-semibold text-success">
          Save 10% ({formatUsd(plan.monthlyCents * 12 - plan.annualCents)} a year)
        </p>
      )}
      {control}
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
    </article>
  );
}
