/**
 * The last word on what content HTML may contain, whatever produced it: an allow-list of tags and,
 * per tag, of attributes (values checked); everything else is escaped into text. Comments,
 * processing instructions and unknown or dangerous tags (script, style, iframe, svg, ...) never pass,
 * nor do event handlers, style attributes or links outside `classifyLink`'s rule.
 */
import { classifyLink } from '../../../shared/content/markdown-links';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

const PLAIN = ['p', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'strong', 'em', 'table', 'thead'];
const ALLOWED: Record<string, readonly string[]> = {
  ...Object.fromEntries(PLAIN.map((tag) => [tag, []])),
  // Rendered headings of an older or hand-written body: allowed, without attributes.
  h1: [],
  h2: [],
  h5: [],
  h6: [],
  tbody: [],
  tr: [],
  td: [],
  th: ['scope'],
  div: ['class'],
  a: ['href', 'target', 'rel'],
};

const FIXED_VALUES: Record<string, readonly string[]> = {
  scope: ['col', 'row'],
  class: ['content-table'],
  target: ['_blank'],
  rel: ['noopener noreferrer'],
};

const TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s+[A-Za-z-]+="[^"<>]*")*)\s*>/y;
const ATTRIBUTE = /\s+([A-Za-z-]+)="([^"<>]*)"/g;

const decodeAttribute = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );

function cleanTag(closing: string, name: string, attributes: string): string | null {
  const tag = name.toLowerCase();
  const allowed = ALLOWED[tag];
  if (!allowed) return null;
  if (closing) return `</${tag}>`;
  const kept: string[] = [];
  for (const [, rawName, rawValue] of attributes.matchAll(ATTRIBUTE)) {
    const attribute = rawName!.toLowerCase();
    const value = decodeAttribute(rawValue!);
    if (!allowed.includes(attribute)) continue;
    if (attribute === 'href') {
      const link = classifyLink(value);
      if (!link) continue;
      kept.push(`href="${escapeHtml(link.href)}"`);
    } else if (FIXED_VALUES[attribute]?.includes(value)) {
      kept.push(`${attribute}="${escapeHtml(value)}"`);
    }
  }
  if (tag === 'a' && kept.some((attribute) => attribute.startsWith('target='))) {
    if (!kept.includes('rel="noopener noreferrer"')) kept.push('rel="noopener noreferrer"');
  }
  return `<${tag}${kept.map((attribute) => ` ${attribute}`).join('')}>`;
}

/** Escapes every `<` that does not open an allowed tag, and strips what an allowed tag may not carry. */
export function sanitizeHtml(html: string): string {
  let out = '';
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) {
      out += keepText(html.slice(index));
      break;
    }
    out += keepText(html.slice(index, open));
    TAG.lastIndex = open;
    const match = TAG.exec(html);
    const cleaned = match ? cleanTag(match[1]!, match[2]!, match[3] ?? '') : null;
    if (match && cleaned !== null) {
      out += cleaned;
      index = open + match[0].length;
    } else {
      out += '&lt;';
      index = open + 1;
    }
  }
  return out;
}

/** Text between tags: a stray `>` or `"` is escaped; entities the renderer wrote are kept. */
const keepText = (text: string) =>
  text
    .replace(/&(?!(amp|lt|gt|quot|#39);)/g, '&amp;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
