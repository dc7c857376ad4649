/** What a ready or change message does to the query cache. */
import type { LiveChange, LiveTopic } from '@shared/arena/live';
import type { GymLeader } from '@shared/arena/types';
import type { Query, QueryClient } from '@tanstack/react-query';
import { answerVersionOf } from '../../lib/answer-versions';
import { LIVE_KEYS, liveRoots } from './live-keys';

type Versions = Readonly<Record<string, string>>;

/**
 * Whether a query's data is already what a change's versions say (decision 031): every answer it
 * holds (an infinite query's pages each) has the version the change gives for its address. Data
 * without a known version, or an address the change does not name, is refetched.
 */
function holdsVersions(query: Query, versions: Versions | undefined): boolean {
  const data = query.state.data;
  if (!versions || data === undefined) return false;
  const pages = (data as { pages?: unknown }).pages;
  const answers = Array.isArray(pages) ? pages : [data];
  return (
    answers.length > 0 &&
    answers.every((answer) => {
      const held = answerVersionOf(answer);
      return held !== undefined && versions[held.address] === held.version;
    })
  );
}

type Root = readonly string[];
type RootVersions = Map<string, { root: Root; versions: Versions | undefined }>;

const isUnder = (queryKey: readonly unknown[], root: Root) =>
  root.length <= queryKey.length && root.every((part, i) => queryKey[i] === part);

/**
 * Invalidates every query under one of `roots` once, except those already at the versions named
 * for all the roots they are under. One invalidation per query matters: each call cancels and
 * restarts a refetch under way, so a query under two roots (`['events']` is the root of three
 * topics) was fetched again for each.
 */
function refetchRoots(client: QueryClient, roots: RootVersions) {
  if (roots.size === 0) return;
  const all = [...roots.values()];
  void client.invalidateQueries({
    predicate: (query) => {
      const covering = all.filter(({ root }) => isUnder(query.queryKey, root));
      if (covering.length === 0) return false;
      const versions = covering.map((c) => c.versions).reduce(mergeVersions);
      return !holdsVersions(query, versions);
    },
  });
}

/**
 * Two topics' versions for one root: an address they disagree on (which is newer is unknown) is
 * left out, so its data is refetched; a topic without versions refetches the whole root.
 */
function mergeVersions(a: Versions | undefined, b: Versions | undefined): Versions | undefined {
  if (!a || !b) return undefined;
  const merged: Record<string, string> = { ...a };
  for (const [address, version] of Object.entries(b)) {
    if (merged[address] !== undefined && merged[address] !== version) delete merged[address];
    else merged[address] = version;
  }
  return merged;
}

/**
 * After every (re)connect: refetch every query the stream covers, except data already at the
 * versions `ready` names (the server's answers current once the stream subscribed). Whatever was
 * read before the stream subscribed, even while it was connecting, may have missed a change
 * committed before then. A refetch under way is started again by the invalidation; a first load
 * under way is not (it is shared, not cancelled), so it is checked once it has its data.
 */
export function refetchTopics(client: QueryClient, topics: readonly LiveTopic[], versions?: Versions) {
  const roots: RootVersions = new Map();
  for (const topic of topics) {
    for (const root of liveRoots(topic)) roots.set(JSON.stringify(root), { root, versions });
  }
  const covered = [...roots.values()];
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.data !== undefined || !covered.some(({ root }) => isUnder(query.queryKey, root)))
      continue;
    void query.promise?.then(
      () => {
        if (!holdsVersions(query, versions))
          void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
      },
      () => undefined,
    );
  }
  refetchRoots(client, roots);
}

/** Leaders: refetch on insert or update, remove locally on delete. Other topics: refetch. */
export function applyChange(client: QueryClient, change: LiveChange) {
  if (change.topic === 'gym_leaders' && change.op === 'DELETE') {
    client.setQueriesData<{ leaders: GymLeader[] }>({ queryKey: LIVE_KEYS.gym_leaders }, (data) =>
      data ? { ...data, leaders: data.leaders.filter((leader) => leader.id !== change.id) } : data,
    );
    return;
  }
  const roots: RootVersions = new Map();
  for (const root of liveRoots(change.topic))
    roots.set(JSON.stringify(root), { root, versions: change.versions });
  refetchRoots(client, roots);
}

/** How long changes are gathered before their topics refetch: one finished match changes several rows. */
export const COALESCE_MS = 50;

/**
 * Applies changes with each topic refetched once per burst: the changes of one transaction (a
 * match, both ratings, the leader) arrive as separate row messages within milliseconds.
 */
export function createChangeBatcher(client: QueryClient, delayMs = COALESCE_MS) {
  /** Each topic of the burst with its last change's versions: they were read after the others. */
  const topics = new Map<LiveTopic, Versions | undefined>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    // Each root once, however many of the burst's topics refresh it, and each query once.
    const roots: RootVersions = new Map();
    for (const [topic, versions] of topics) {
      for (const root of liveRoots(topic)) {
        const key = JSON.stringify(root);
        const seen = roots.get(key);
        roots.set(key, { root, versions: seen ? mergeVersions(seen.versions, versions) : versions });
      }
    }
    topics.clear();
    refetchRoots(client, roots);
  };
  return (change: LiveChange) => {
    if (change.topic === 'gym_leaders' && change.op === 'DELETE') {
      applyChange(client, change);
      return;
    }
    topics.set(change.topic, change.versions);
    if (timer === undefined) timer = setTimeout(flush, delayMs);
  };
}
