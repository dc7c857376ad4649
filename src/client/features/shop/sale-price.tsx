/**
 * A running timed sale on a product card: the list price struck through, the sale price the server
 * charges, and the time left. Screen readers hear one plain sentence instead of the crossed-out
 * figures. The time left depends on the visitor's clock, so the first paint (and hydration) leave
 * it out and it appears once the page runs, updating each minute.
 */
import { countdownParts } from '@shared/home/countdown';
import { type CatalogItem, formatUsd } from '@shared/shop/catalog';
import { useEffect, useState } from 'react';
import { useIsClient } from '../../lib/use-is-client';

type Sale = NonNullable<CatalogItem['sale']>;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "2 d 4 h" to read, "2 days and 4 hours" to hear; minutes once under a day. */
export function timeLeftTexts(endsAt: string, now: Date): { shown: string; spoken: string } | null {
  const { days, hours, minutes, done } = countdownParts(new Date(endsAt), now);
  if (done) return null;
  if (days > 0)
    return { shown: `${days} d ${hours} h`, spoken: `${plural(days, 'day')} and ${plural(hours, 'hour')}` };
  if (hours > 0) {
    return {
      shown: `${hours} h ${minutes} min`,
      spoken: `${plural(hours, 'hour')} and ${plural(minutes, 'minute')}`,
    };
  }
  if (minutes > 0) return { shown: `${minutes} min`, spoken: plural(minutes, 'minute') };
  return { shown: 'under a minute', spoken: 'less than a minute' };
}

function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function SaleTimeLeft({ endsAt }: { endsAt: string }) {
  const now = useMinuteClock();
  const left = timeLeftTexts(endsAt, now);
  return (
    <p className="mt-2 text-xs font-semibold text-accent">
      {left ? (
        <>
          <span aria-hidden="true">Ends in {left.shown}</span>
          <span className="sr-only">The sale ends in {left.spoken}.</span>
        </>
      ) : (
        'The sale has ended.'
      )}
    </p>
  );
}

/** The price block of a card: plain when there is no sale. */
export function ProductPrice({ listCents, sale }: { listCents: number; sale?: Sale }) {
  if (!sale) return <p className="text-xl font-extrabold text-primary">{formatUsd(listCents)}</p>;
  return (
    <div className="text-right">
      <p aria-hidden="true" className="text-sm text-muted line-through">
        {formatUsd(listCents)}
      </p>
      <p aria-hidden="true" className="text-xl font-extrabold text-primary">
        {formatUsd(sale.unit_amount_cents)}
      </p>
      <p className="sr-only">
        On sale: {formatUsd(sale.unit_amount_cents)} instead of {formatUsd(listCents)}, {sale.percent_off}%
        off.
      </p>
    </div>
  );
}

/** The sale's badge and time left, under the description. */
export function SaleNote({ sale }: { sale: Sale }) {
  const isClient = useIsClient();
  return (
    <div>
      <p className="mt-2 inline-block rounded-full bg-primary/15 px-2 py-0.5 text-xs font-bold text-primary">
        {sale.percent_off}% off
      </p>
      {isClient && <SaleTimeLeft endsAt={sale.ends_at} />}
    </div>
  );
}
