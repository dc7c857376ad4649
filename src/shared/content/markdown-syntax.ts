/**
 * The parts of the content dialect that the server's renderer and the editor's checks both read, so
 * a check sees a text the way it will be drawn: its lines and its inline pieces.
 */

/** Lines as the renderer splits them: `\r\n`, a lone `\r` and `\n` all end a line. */
export const markdownLines = (body: string) => body.replace(/\r\n?/g, '\n').split('\n');

/** A heading line: its #s and its words. */
export const HEADING = /^(#{1,6})\s+(.*)$/;

/** One piece of a line, as the renderer reads it from left to right. */
export type InlineToken =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; label: string; target: string; whole: string }
  | { kind: 'strong'; inner: string }
  | { kind: 'em'; inner: string }
  | { kind: 'escape'; char: string };

/**
 * `code`, [label](target), **strong**, *emphasis*, and a backslash before a Markdown character
 * (shown as that character). The first to match at a position wins: a link that opens before a
 * backtick takes the backtick into its label.
 */
const INLINE = /`([^`]+)`|\[([^\]]*)\]\(([^)\s]*)\)|\*\*(.+?)\*\*|\*(.+?)\*|\\([\\`*_[\]()#|>-])/g;

export function inlineTokens(text: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) tokens.push({ kind: 'text', text: text.slice(last, match.index) });
    last = match.index + match[0].length;
    const [whole, code, label, target, strong, em, escaped] = match;
    if (code !== undefined) tokens.push({ kind: 'code', text: code });
    else if (label !== undefined) tokens.push({ kind: 'link', label, target: target ?? '', whole });
    else if (strong !== undefined) tokens.push({ kind: 'strong', inner: strong });
    else if (em !== undefined) tokens.push({ kind: 'em', inner: em });
    else tokens.push({ kind: 'escape', char: escaped ?? '' });
  }
  if (last < text.length) tokens.push({ kind: 'text', text: text.slice(last) });
  return tokens;
}
