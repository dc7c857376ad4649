/**
 * Where the browser may be sent after signing in: the site root or a path on this site. Anything
 * that could leave the site (absolute URLs, protocol-relative `//host`, backslash tricks, control
 * characters) falls back to the root, so the sign-in flow can never become an open redirect.
 */
export function safeRedirectTarget(candidate: string | null | undefined): string {
  if (!candidate) return '/';
  if (candidate.length > 512) return '/';
  if (!candidate.startsWith('/')) return '/';
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return '/';
  try {
    const resolved = new URL(candidate, 'http://site.invalid');
    if (resolved.origin !== 'http://site.invalid') return '/';
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return '/';
  }
}
