import { newlyOnline, ONLINE_PULSE_MS } from '@shared/arena/spotlight';
import { useEffect, useRef, useState } from 'react';

/** Ids of leaders that turned online in the last 5 s (they pulse). */
export function useOnlinePulse(
  leaders: readonly { id: string; status: string }[] | undefined,
): ReadonlySet<string> {
  const previous = useRef<Map<string, string> | null>(null);
  const [pulsing, setPulsing] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!leaders) return;
    const turned = previous.current ? newlyOnline(previous.current, leaders) : [];
    previous.current = new Map(leaders.map((leader) => [leader.id, leader.status]));
    if (turned.length === 0) return;
    setPulsing((set) => new Set([...set, ...turned]));
    const timer = setTimeout(() => {
      setPulsing((set) => new Set([...set].filter((id) => !turned.includes(id))));
    }, ONLINE_PULSE_MS);
    return () => clearTimeout(timer);
  }, [leaders]);

  return pulsing;
}
