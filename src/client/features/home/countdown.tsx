import { type CountdownParts, countdownParts } from '@shared/home/countdown';
import { useCallback, useEffect, useId, useState } from 'react';
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
  const counting = target !== null && !done;
  useEffect(() => {
    if (!counting) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    // Re-runs when counting stops (done, or closed by the page), which clears the interval.
    return () => clearInterval(timer);
  }, [counting]);
  return parts;
}

/**
 * Whether `target` has passed (false until hydrated, as the server drew it), and a re-check for the
 * countdown to call when its digits reach zero. The page around a countdown reads this rather than
 * the ticking digits, so it renders once at the deadline, not every second. Its timer is the usual
 * way it learns; the countdown's call covers a timer held back (a device asleep at the deadline).
 */
export function useDeadlinePassed(target: string | null): [passed: boolean, recheck: () => void] {
  // When it was last checked: setting it renders the page, which reads the clock again.
  const [checkedAt, setCheckedAt] = useState(0);
  const recheck = useCallback(() => setCheckedAt(Date.now()), []);
  const deadline = target ? new Date(target).getTime() : Number.NaN;
  // A target that is not a date counts as passed, as its countdown shows zeros; no target never passes.
  const passed = useIsClient() && target !== null && !(deadline > Date.now());
  useEffect(() => {
    const left = deadline - Math.max(checkedAt, Date.now());
    if (!(left > 0)) return;
    // Timers cap at about 24.8 days: a later deadline is checked again then.
    const timer = setTimeout(recheck, Math.min(left, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [deadline, checkedAt, recheck]);
  return [passed, recheck];
}

export interface CountdownProps {
  /** The deadline counted down to; null shows dashes. */
  target: string | null;
  /** The page's own reading of the deadline (useDeadlinePassed), or closed for another reason. */
  closed: boolean;
  /** Called when the digits reach zero before the page closed: useDeadlinePassed's re-check. */
  onZero?: () => void;
  label: string;
  doneLabel: string;
  /** Completes the screen-reader sentence, e.g. "to register for Mid-Season Doubles". */
  purpose: string;
  className?: string;
}

const CLOSED: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };

/** The ticking digits: the only part of the page that renders every second. */
export function Countdown({ target, closed, onZero, label, doneLabel, purpose, className }: CountdownProps) {
  const labelId = useId();
  const ticking = useCountdown(closed ? null : target);
  const reachedZero = !closed && (ticking?.done ?? false);
  useEffect(() => {
    if (reachedZero) onZero?.();
  }, [reachedZero, onZero]);
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
