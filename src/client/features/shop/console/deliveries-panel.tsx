/** The deliveries tab: in-game commands that failed or died, with retry and cancel. */

import {
  CANCELLED_BY_STAFF,
  DELIVERY_LIST_STATE_LABELS,
  DELIVERY_LIST_STATES,
  type DeliveryListState,
  type StaffDelivery,
} from '@shared/shop/console/deliveries';
import { estDateTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { deliveriesQuery, useDeliveryAction } from './deliveries-api';

function statusBadge(delivery: StaffDelivery) {
  if (delivery.status === 'dead') {
    return delivery.last_error?.startsWith(CANCELLED_BY_STAFF) ? (
      <Badge variant="secondary">Cancelled</Badge>
    ) : (
      <Badge variant="danger">Dead</Badge>
    );
  }
  if (delivery.status === 'pending' && delivery.failed_attempts > 0) {
    return <Badge variant="warning">Failed, retrying</Badge>;
  }
  if (delivery.status === 'leased') return <Badge variant="outline">Leased</Badge>;
  if (delivery.status === 'delivered') return <Badge variant="success">Delivered</Badge>;
  return <Badge variant="secondary">Pending</Badge>;
}

function DeliveryRow({ delivery }: { delivery: StaffDelivery }) {
  const retry = useDeliveryAction('retry');
  const cancel = useDeliveryAction('cancel');
  const player = delivery.player_name ?? delivery.player_uuid;
  const canRetry =
    delivery.status === 'dead' || (delivery.status === 'pending' && delivery.failed_attempts > 0);
  const canCancel =
    delivery.status === 'pending' ||
    (delivery.status === 'dead' && !delivery.last_error?.startsWith(CANCELLED_BY_STAFF));
  const busy = retry.isPending || cancel.isPending;
  return (
    <li className="space-y-2 rounded-xl border border-border bg-surface/80 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 break-words font-semibold text-fg">{player}</span>
        {statusBadge(delivery)}
      </div>
      <code className="block break-all rounded bg-surface-2 px-2 py-1 text-sm text-fg">
        {delivery.command}
      </code>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted">Failed attempts: </dt>
          <dd className="inline text-fg">{delivery.failed_attempts}</dd>
        </div>
        <div>
          <dt className="inline text-muted">Queued: </dt>
          <dd className="inline text-fg">{estDateTime(delivery.created_at)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline text-muted">Last error: </dt>
          <dd className="inline break-words text-fg">{delivery.last_error ?? 'None'}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline text-muted">{delivery.purchase_id ? 'Purchase: ' : 'Source: '}</dt>
          <dd className="inline break-all text-fg">{delivery.purchase_id ?? delivery.source}</dd>
        </div>
      </dl>
      {(canRetry || canCancel) && (
        <div className="flex flex-wrap gap-2">
          {canRetry && (
            <Button
              size="sm"
              disabled={busy}
              aria-label={`Retry delivery to ${player}: ${delivery.command}`}
              onClick={() =>
                retry.mutate(delivery.id, {
                  onSuccess: () => toast.success('Delivery queued again', { description: `For ${player}.` }),
                  onError: (error) =>
                    reportFailure(error, { title: 'Delivery not retried', description: 'Please try again.' }),
                })
              }
            >
              Retry
            </Button>
          )}
          {canCancel && (
            <ConfirmDialog
              trigger={
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Cancel delivery to ${player}: ${delivery.command}`}
                >
                  Cancel delivery
                </Button>
              }
              title={`Cancel this delivery to ${player}?`}
              description={`The command ${delivery.command} will not run unless staff retry it.`}
              confirmLabel="Cancel delivery"
              cancelLabel="Keep it"
              onConfirm={() =>
                cancel.mutate(delivery.id, {
                  onSuccess: () => toast.success('Delivery cancelled', { description: 'It will never run.' }),
                  onError: (error) =>
                    reportFailure(error, {
                      title: 'Delivery not cancelled',
                      description: 'Please try again.',
                    }),
                })
              }
            />
          )}
        </div>
      )}
    </li>
  );
}

export default function DeliveriesPanel() {
  const [state, setState] = useState<DeliveryListState>('attention');
  const list = useQuery(deliveriesQuery(state));
  return (
    <section aria-labelledby="deliveries-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="deliveries-title" className="text-lg font-bold text-fg">
            In-game deliveries
          </h2>
          <p className="text-sm text-muted">
            Retry puts a delivery back in the queue; it still runs after earlier commands of its purchase.
          </p>
        </div>
        <div className="min-w-48 space-y-1">
          <Label htmlFor="delivery-state">Show</Label>
          <Select
            id="delivery-state"
            value={state}
            onChange={(e) => setState(e.target.value as DeliveryListState)}
            options={DELIVERY_LIST_STATES.map((s) => ({ value: s, label: DELIVERY_LIST_STATE_LABELS[s] }))}
          />
        </div>
      </div>
      {list.isPending ? (
        <Spinner label="Loading deliveries…" />
      ) : list.isError ? (
        <Card role="alert">
          <p>We could not load the deliveries.</p>
          <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Card>
      ) : list.data.deliveries.length === 0 ? (
        <p className="text-muted">No deliveries in this state.</p>
      ) : (
        <ul className="space-y-2" aria-label="Deliveries">
          {list.data.deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      )}
    </section>
  );
}
