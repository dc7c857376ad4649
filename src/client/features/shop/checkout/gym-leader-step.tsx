import type { GymLeader } from '@shared/arena/types';
import { validateGymLeader } from '@shared/shop/checkout-steps';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { leadersQuery } from '../../arena';
import { useCart } from '../cart-store';
import { StepError } from './step-error';

/** Step 3: the gym leader who receives part of the purchase. */
export function GymLeaderStep({ onNext }: { onNext: () => void }) {
  const cart = useCart();
  const leaders = useQuery(leadersQuery);
  const [error, setError] = useState<string | null>(null);
  if (leaders.isPending) return <Spinner label="Loading gym leaders…" />;
  if (leaders.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-danger">Failed to fetch gym leaders</p>
        <Button variant="secondary" onClick={() => void leaders.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const selectable = leaders.data.filter((l: GymLeader) => Boolean(l.player_uuid));
  if (selectable.length === 0) {
    return (
      <p role="alert" className="text-danger">
        No gym leaders available: contact an administrator.
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="font-semibold text-fg">Choose a gym leader to support</legend>
      <p className="mt-1 text-sm text-muted">Part of your purchase goes to the gym leader you pick.</p>
      <div className="mt-3 max-h-72 space-y-2 overflow-y-auto pr-1">
        {selectable.map((leader) => (
          <label
            key={leader.id}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border p-3 transition-colors',
              cart.selectedGymLeader === leader.id ? 'border-primary bg-primary/10' : 'border-border',
            )}
          >
            <input
              type="radio"
              name="gym-leader"
              value={leader.id}
              checked={cart.selectedGymLeader === leader.id}
              onChange={() => {
                cart.setGymLeader(leader.id);
                setError(null);
              }}
              className="h-4 w-4 accent-primary"
            />
            <span className="flex-1 font-semibold">{leader.display_name}</span>
            <span className="text-xs capitalize text-muted">{leader.element}</span>
          </label>
        ))}
      </div>
      <StepError message={error} />
      <Button
        className="mt-4 w-full"
        onClick={() => {
          const chosen = selectable.some((l) => l.id === cart.selectedGymLeader)
            ? cart.selectedGymLeader
            : null;
          const message = validateGymLeader({ selectedGymLeader: chosen });
          setError(message);
          if (!message) onNext();
        }}
      >
        Continue
      </Button>
    </fieldset>
  );
}
