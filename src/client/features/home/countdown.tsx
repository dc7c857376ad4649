import { type CountdownParts, countdownParts } from '@shared/home/countdown';
import { useEffect, useId, useState } from 'react';
import { useIsClient } from '../../lib/use-is-client';

const UNITS = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
] as const;

const plural = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;

/**
 * What a screen reader hears. Minutes are the finest unit so the accessibility tree changes once a minute,
 * not every second.
 */
function spokenTimeLeft({ days, hours, minutes }: CountdownParts): string {
  const parts = [
    days && plural(days, 'day'),
    hours && plural(hours, 'hour'),
    minutes && plural(minutes, 'minute'),
  ];
  const spoken = parts.filter((part): part is string => Boolean(part));
  if (spoken.length === 0) return 'less than a minute';
  if (spoken.length === 1) return spoken[0]!;
  return `${spoken.slice(0, -1).join(', ')} and ${spoken.at(-1)}`;
}

/**
 * The time left until `target`, ticking each second until it passes; null until hydrated. Read the
 * clock during the first render so a page opened in the app shows the real numbers at once (no 00
 * flash). The server's first paint cannot know the visitor's clock: it shows dashes, and so does
 * hydration, which must draw what the server drew.
 */
function useCountdown(target: string | null): CountdownParts | null {
  const [now, setNow] = useState(() => Date.now());
  const parts = useIsClient() && target ? countdownParts(new Date(target), new Date(now)) : null;
  const done = parts?.done ?? false;
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    // Re-runs when `done` flips, which clears the interval: nothing left to count.
    return () => clearInterval(timer);
  }, [done]);
  return parts;
}

/**
 * Whether `target` has passed, changing once, at the deadline (false until hydrated, as the server
 * drew it). The page around a countdown reads this rather than the ticking digits, so it does not
 * render every second; the countdown is told when it passed, so both change in the same render.
 */
export function useDeadlinePassed(target: string | null): boolean {
  // When the timer last fired: it renders the page once, at the deadline.
  const [checkedAt, setCheckedAt] = useState(0);
  const deadline = target ? new Date(target).getTime() : Number.NaN;
  // NaN (no target, or not a date) never passes: nothing closes without a deadline.
  const passed = useIsClient() && deadline <= Date.now();
  useEffect(() => {
    const left = deadline - Math.max(checkedAt, Date.now());
    if (!(left > 0)) return;
    // Timers cap at about 24.8 days: a later deadline is checked again then.
    const timer = setTimeout(() => setCheckedAt(Date.now()), Math.min(left, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [deadline, checkedAt]);
  return passed;
}

export interface CountdownProps {
  /** The deadline counted down to; null shows dashes. */
  target: string | null;
  /** The page's own reading of the deadline (useDeadlinePassed), or closed for another reason. */
  closed: boolean;
  label: string;
  doneLabel: string;
  /** Completes the screen-reader sentence, e.g. "to register for Mid-Season Doubles". */
  purpose: string;
  className?: string;
}

const CLOSED: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };

/** The ticking digits: the only part of the page that renders every second. */
export function Countdown({ target, closed, label, doneLabel, purpose, className }: CountdownProps) {
  const labelId = useId();
  const ticking = useCountdown(closed ? null : target);
  const parts = closed ? CLOSED : ticking;
  const done = parts?.done ?? false;
  return (
    <div role="timer" aria-live="off" aria-labelledby={labelId} className={className}>
      <p id={labelId} className="text-xs font-bold uppercase tracking-[0.2em] text-muted">
        {done ? doneLabel : label}
      </p>
      {/* Once closed, the label alone says it all. */}
      {parts && !done && <p className="sr-only">{`${spokenTimeLeft(parts)} left ${purpose}.`}</p>}
      {/* The sentence above carries the same information, so the ticking digits stay out of the reading order. */}
      <div aria-hidden="true" className="mt-3 grid grid-cols-4 gap-2 sm:gap-3">
        {UNITS.map((unit) => (
          <div key={unit.key} className="rounded-xl border border-border bg-bg/70 px-1 py-3 text-center">
            <span className="block font-display text-3xl font-extrabold leading-none tabular-nums text-fg sm:text-4xl">
              {parts ? String(parts[unit.key]).padStart(2, '0') : '--'}
            </span>
            <span className="mt-2 block text-[0.7rem] font-semibold uppercase tracking-wider text-muted">
              {unit.label}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
