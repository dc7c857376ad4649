/**
 * The one rule for where a link in content may point, used by the checks (the editor and the
 * server refuse a save) and by the server's renderer (which drops any other link to plain text).
 */
export type LinkTarget = { kind: 'internal' | 'anchor' | 'external'; href: string } | null;

export function classifyLink(raw: string): LinkTarget {
  const href = raw.trim();
  // Control characters, spaces or quotes inside a URL are how filters are slipped past; a real
  // address has them percent-encoded.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  if (href === '' || /[\s\u0000-\u001f\u007f"'<>`]/.test(href)) return null;
  if (/^#[A-Za-z0-9-]+$/.test(href)) return { kind: 'anchor', href };
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\'))
    return { kind: 'internal', href };
  if (/^https?:\/\/[^/\s]/i.test(href) || /^mailto:[^\s@]+@[^\s@]+$/i.test(href)) {
    return { kind: 'external', href };
  }
  return null;
}
