/**
 * The addresses the read cache served, and which of them a live change carries versions for
 * (decision 031). Each version costs a read per change, so only a few addresses get one: those asked
 * most often lately, not merely last, and only a few query variants of one path, so that a client
 * paging the ladder (`?offset=N`) or adding a query of its own cannot push out what every reader
 * of the home page holds.
 */
import type { LiveTopic } from '../../../shared/arena/types';

/** Addresses not asked for this long get no version. */
const VERSIONED_WITHIN_MS = 5 * 60_000;
/** At most this many versions in a change. */
const MAX_VERSIONED_PER_TOPIC = 16;
/** At most this many of them for the query variants of one path. */
const MAX_VERSIONED_PER_PATH = 4;
/** How fast an ask stops counting: it weighs half as much a minute later. */
const RATE_HALF_LIFE_MS = 60_000;
/** Past this many addresses the quietest are forgotten (distinct ones are few but for bots). */
const MAX_ADDRESSES = 1_000;

/** An address `answer` served: how to read its answer again, and how often it is asked for. */
export interface AskedAddress {
  /** The cache entry that answers it. */
  key: string;
  topics: readonly LiveTopic[];
  read: () => Promise<Uint8Array<ArrayBuffer>>;
  /** When it was last asked for (ms since the epoch). */
  at: number;
  /** Asks, each weighing less as it ages (RATE_HALF_LIFE_MS), as they stood at `at`. */
  rate: number;
}

const rateAt = (seen: AskedAddress, now: number) => seen.rate * 2 ** (-(now - seen.at) / RATE_HALF_LIFE_MS);

/** Counts one ask of the address: O(1), on every hit of the cache. */
export function noteAsked(seen: AskedAddress, now: number) {
  seen.rate = rateAt(seen, now) + 1;
  seen.at = now;
}

/** The busiest first; of two as busy, the last asked. */
function busiestFirst(addresses: [string, AskedAddress][], now: number) {
  return addresses
    .map(([address, seen]) => ({ address, seen, rate: rateAt(seen, now) }))
    .sort((a, b) => b.rate - a.rate || b.seen.at - a.seen.at);
}

/** The addresses asked for lately that depend on one of `topics` (a stream's `ready`). */
export function askedLately(asked: Map<string, AskedAddress>, topics: readonly LiveTopic[], now: number) {
  const since = now - VERSIONED_WITHIN_MS;
  return [...asked].filter(([, seen]) => seen.at >= since && seen.topics.some((t) => topics.includes(t)));
}

/** The addresses whose versions a change of `topic` carries. */
export function addressesToVersion(asked: Map<string, AskedAddress>, topic: LiveTopic, now: number) {
  const since = now - VERSIONED_WITHIN_MS;
  const candidates = [...asked].filter(([, seen]) => seen.at >= since && seen.topics.includes(topic));
  const chosen: [string, AskedAddress][] = [];
  const perPath = new Map<string, number>();
  for (const { address, seen } of busiestFirst(candidates, now)) {
    const path = address.split('?', 1)[0]!;
    const taken = perPath.get(path) ?? 0;
    if (taken >= MAX_VERSIONED_PER_PATH) continue;
    perPath.set(path, taken + 1);
    chosen.push([address, seen]);
    if (chosen.length === MAX_VERSIONED_PER_TOPIC) break;
  }
  return chosen;
}

/**
 * Makes room for one more address: past MAX_ADDRESSES, those not asked lately go, then the quietest
 * half, so that a flood of new addresses cannot wipe out how often the usual ones are asked.
 */
export function makeRoom(asked: Map<string, AskedAddress>, now: number) {
  if (asked.size < MAX_ADDRESSES) return;
  const since = now - VERSIONED_WITHIN_MS;
  for (const [address, seen] of asked) if (seen.at < since) asked.delete(address);
  if (asked.size < MAX_ADDRESSES * 0.75) return;
  for (const { address } of busiestFirst([...asked], now).slice(MAX_ADDRESSES / 2)) asked.delete(address);
}
