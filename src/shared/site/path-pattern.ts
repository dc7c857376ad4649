/**
 * Paths with parameters, such as `/players/:name`: a `:name` segment matches one non-empty path
 * segment. The page table, the router's links and the server's 404 all read patterns through here.
 */

/** The parameters a pattern names, each a string: `PathParams<'/players/:name'>` is `{ name: string }`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

/** The paths a pattern stands for, as a type: `PathOf<'/players/:name'>` is `/players/${string}`. */
export type PathOf<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${PathOf<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

export const isPattern = (path: string): boolean => path.includes('/:');

/**
 * `pathname` without its trailing slashes, as every reader of a page's address takes it:
 * `/players/Misty/` is `/players/Misty`; the root stays `/`.
 */
export const withoutTrailingSlash = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

const segmentsOf = (path: string) => withoutTrailingSlash(path).split('/');

/**
 * The parameters of `pathname` under `pattern` (decoded), or null when it does not match; a trailing
 * slash is ignored, so callers pass the address as it was asked for.
 */
export function matchPath<P extends string>(pattern: P, pathname: string): PathParams<P> | null {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of expected.entries()) {
    const value = actual[i]!;
    if (!segment.startsWith(':')) {
      if (segment !== value) return null;
      continue;
    }
    if (value === '') return null;
    try {
      params[segment.slice(1)] = decodeURIComponent(value);
    } catch {
      // A malformed escape (`%E0%A4%A`) names no page.
      return null;
    }
  }
  return params as PathParams<P>;
}

/** The path of `pattern` with its parameters filled in, each encoded as one segment. */
export function pathTo<P extends string>(pattern: P, params: PathParams<P>): PathOf<P> {
  return pattern.replace(/:([^/]+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name]!),
  ) as PathOf<P>;
}
