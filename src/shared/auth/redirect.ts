/**
 * Where the browser may be sent after signing in: the site root or a path on this site. Anything
 * that could leave the site (absolute URLs, protocol-relative `//host`, backslash tricks, control
 * characters) falls back to the root, so the sign-in flow can never become an open redirect.
 *
 * The candidate is normalised first and checked after: escaped dots and slashes are decoded and
 * dot segments resolved, because `/..//evil.example` (or `/%2e%2e//evil.example`) resolves to
 * `//evil.example`, which a browser reads as another host.
 */
const ESCAPED = /%(25|2e|2f|5c)/i;
const ESCAPED_ALL = /%(25|2e|2f|5c)/gi;

function decodeSeparators(value: string): string {
  let current = value;
  // Double escapes (%252e) unwrap one level per pass; a few passes cover any honest path.
  for (let i = 0; i < 3 && ESCAPED.test(current); i++) {
    current = current.replace(ESCAPED_ALL, (sequence) => decodeURIComponent(sequence));
  }
  return current;
}

function isSamePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  return !/[\u0000-\u001f\u007f\\]/.test(path);
}

export function safeRedirectTarget(candidate: string | null | undefined): string {
  if (!candidate || candidate.length > 512) return '/';
  const decoded = decodeSeparators(candidate);
  if (!isSamePath(candidate) || !isSamePath(decoded)) return '/';
  try {
    const resolved = new URL(decoded, 'http://site.invalid');
    if (resolved.origin !== 'http://site.invalid') return '/';
    const target = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    return isSamePath(target) && !/%(2f|5c)/i.test(resolved.pathname) ? target : '/';
  } catch {
    return '/';
  }
}
