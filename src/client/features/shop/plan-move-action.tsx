/**
 * A rank card's action for a plan holder on /ranks. The dialog (Radix under it, the quote, the
 * attestation) loads when first opened, so the page's first load carries only the button.
 */
import type { CatalogItem } from '@shared/shop/catalog';
import type { PlanMove } from '@shared/shop/purchases';
import { planMove } from '@shared/shop/ranks';
import { Check } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { cn } from '../../lib/cn';

const PlanChangeDialog = lazy(() => import('./plan-change-dialog'));

/** The button's and the dialog's words for a move to `item`. */
export function planMoveLabel(move: PlanMove, item: CatalogItem, sameRank: boolean): string {
  if (move === 'upgrade') return `Upgrade to ${item.name}`;
  if (move === 'downgrade') return `Downgrade to ${item.name}`;
  return sameRank
    ? `Switch to ${item.interval === 'year' ? 'annual' : 'monthly'} billing`
    : `Switch to ${item.name}`;
}

/** A rank card's action for a buyer who holds a plan: "Your plan", or the move and its dialog. */
export function PlanMoveAction({
  item,
  current,
}: {
  item: CatalogItem;
  current: { catalog_item_id: string; name: string; change_pending: boolean; rank: string | undefined };
}) {
  const [open, setOpenState] = useState(false);
  // Loaded on the first click, then kept so it can animate closed.
  const [requested, setRequested] = useState(false);
  const setOpen = (next: boolean) => {
    if (next) setRequested(true);
    setOpenState(next);
  };
  if (item.id === current.catalog_item_id) {
    return (
      <p className={cn(buttonClass('secondary'), 'w-full cursor-default hover:bg-surface-2')}>
        <Check className="h-4 w-4 text-success" aria-hidden="true" /> Your plan
      </p>
    );
  }
  const move = planMove(current.rank ?? '', item.rank ?? '');
  const label = planMoveLabel(move, item, current.rank === item.rank);
  if (current.change_pending) {
    return (
      <Button variant="secondary" disabled className="w-full">
        Plan change in progress
      </Button>
    );
  }
  return (
    <>
      <button
        type="button"
        className={cn(
          buttonClass(move === 'upgrade' ? 'primary' : 'secondary', 'md', { wrap: true }),
          'w-full',
        )}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <PlanChangeDialog
            open={open}
            onOpenChange={setOpen}
            fromName={current.name}
            item={item}
            move={move}
            label={label}
          />
        </Suspense>
      )}
    </>
  );
}
