/**
 * The versions of the answers the API gave (their ETags), kept beside the data rather than in it:
 * a live change names the versions its answers have now, and data already at them is not
 * refetched (decision 031).
 */
import { replaceEqualDeep } from '@tanstack/react-query';

/** Where an answer came from and its version. */
export interface AnswerVersion {
  /** The path and query asked, as the server names it in a live change: `/api/arena/leaders`. */
  address: string;
  version: string;
}

const versions = new WeakMap<object, AnswerVersion>();

/** The version of an answer `api()` returned (or `rememberAnswerVersion` was told of). */
export const answerVersionOf = (answer: unknown): AnswerVersion | undefined =>
  typeof answer === 'object' && answer !== null ? versions.get(answer) : undefined;

/** Remembers that `answer` (an object) is `version` of the answer at its address. */
export function rememberAnswerVersion(answer: unknown, version: AnswerVersion) {
  if (typeof answer === 'object' && answer !== null) versions.set(answer, version);
}

const pagesOf = (data: unknown): unknown[] | undefined => {
  const pages = (data as { pages?: unknown } | null | undefined)?.pages;
  return Array.isArray(pages) ? pages : undefined;
};

type Row = { id: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRowList = (value: unknown): value is Row[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => isRecord(item) && typeof item.id === 'string');

/** `before` in the order of `rows` when both are lists of rows (objects with an id), else itself. */
function alignList(before: unknown, rows: unknown): unknown {
  if (!isRowList(rows) || !isRowList(before)) return before;
  if (rows.length === before.length && rows.every((row, i) => row.id === before[i]?.id)) return before;
  const byId = new Map(before.map((row) => [row.id, row]));
  return rows.map((row) => byId.get(row.id));
}

/**
 * `previous` with its lists of rows put in `next`'s order: the data itself (a `select` that picks
 * the list) or each of its fields. Sharing compares lists index by index: a match added at the top
 * of the ticker would make every row after it a new object, and every memoized row render again.
 */
function alignRows(previous: unknown, next: unknown): unknown {
  if (Array.isArray(next)) return alignList(previous, next);
  if (!isRecord(previous) || !isRecord(next)) return previous;
  let aligned: Record<string, unknown> | undefined;
  for (const [key, rows] of Object.entries(next)) {
    const before = previous[key];
    const list = alignList(before, rows);
    if (list === before) continue;
    aligned ??= { ...previous };
    aligned[key] = list;
  }
  return aligned ?? previous;
}

/**
 * TanStack Query's structural sharing (unchanged parts keep their objects, so their components do
 * not render), with an answer's rows matched by id rather than by place, and keeping on the data
 * the cache holds the version of each answer it is made of (an infinite query's pages each):
 * sharing builds new objects, which would lose them.
 */
export function shareAnswers(previous: unknown, next: unknown): unknown {
  const shared = replaceEqualDeep(alignRows(previous, next), next);
  const carry = (from: unknown, to: unknown) => {
    const version = answerVersionOf(from);
    if (version) rememberAnswerVersion(to, version);
  };
  carry(next, shared);
  const sharedPages = pagesOf(shared);
  for (const [i, page] of (pagesOf(next) ?? []).entries()) carry(page, sharedPages?.[i]);
  return shared;
}
