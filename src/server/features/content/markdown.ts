/**
 * Markdown to HTML for content blocks, on the server only (public pages receive HTML, never a
 * renderer). A deliberately small dialect: paragraphs, ### and #### headings, lists, quotes, tables,
 * `code`, **strong**, *emphasis* and links. Every character of text is escaped, so HTML typed into
 * a block shows as text; the result then goes through `sanitizeHtml` all the same.
 */
import { classifyLink } from '../../../shared/content/markdown-links';
import {
  HEADING,
  type InlineToken,
  inlineTokens,
  markdownLines,
} from '../../../shared/content/markdown-syntax';
import { escapeHtml, sanitizeHtml } from './sanitize';

function inline(text: string, inLink = false): string {
  return inlineTokens(text)
    .map((token) => tokenHtml(token, inLink))
    .join('');
}

function tokenHtml(token: InlineToken, inLink: boolean): string {
  switch (token.kind) {
    case 'text':
      return escapeHtml(token.text);
    case 'code':
      return `<code>${escapeHtml(token.text)}</code>`;
    case 'link':
      // A link inside a link's words stays text.
      return inLink ? escapeHtml(token.whole) : link(token.label, token.target);
    case 'strong':
      return `<strong>${inline(token.inner, inLink)}</strong>`;
    case 'em':
      return `<em>${inline(token.inner, inLink)}</em>`;
    case 'escape':
      return escapeHtml(token.char);
  }
}

function link(label: string, target: string): string {
  const text = inline(label, true);
  const href = classifyLink(target);
  // A link the site does not allow keeps its words and loses its target.
  if (!href) return text;
  if (href.kind !== 'external') return `<a href="${escapeHtml(href.href)}">${text}</a>`;
  return `<a href="${escapeHtml(href.href)}" target="_blank" rel="noopener noreferrer">${text}</a>`;
}

const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;
const TABLE_RULE = /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$/;

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

function table(lines: string[]): string {
  const head = cells(lines[0]!)
    .map((cell) => `<th scope="col">${inline(cell)}</th>`)
    .join('');
  const rows = lines
    .slice(2)
    .map(
      (row) =>
        `<tr>${cells(row)
          .map((cell) => `<td>${inline(cell)}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  return `<div class="content-table"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** Consecutive lines matching `pattern` from `start`, with indented lines continuing the item before. */
function takeItems(lines: string[], start: number, pattern: RegExp): { items: string[]; next: number } {
  const items: string[] = [];
  let index = start;
  while (index < lines.length) {
    const line = lines[index]!;
    const item = pattern.exec(line);
    if (item) items.push(item[1]!);
    else if (items.length > 0 && /^\s+\S/.test(line)) items[items.length - 1] += ` ${line.trim()}`;
    else break;
    index++;
  }
  return { items, next: index };
}

export function renderMarkdown(markdown: string): string {
  const lines = markdownLines(markdown);
  const blocks: string[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (line.trim() === '') {
      index++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      blocks.push(`<h${level}>${inline(heading[2]!.trim())}</h${level}>`);
      index++;
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = NUMBERED.test(line);
      const { items, next } = takeItems(lines, index, ordered ? NUMBERED : BULLET);
      const tag = ordered ? 'ol' : 'ul';
      blocks.push(`<${tag}>${items.map((item) => `<li>${inline(item)}</li>`).join('')}</${tag}>`);
      index = next;
    } else if (QUOTE.test(line)) {
      const { items, next } = takeItems(lines, index, QUOTE);
      blocks.push(`<blockquote><p>${inline(items.join(' '))}</p></blockquote>`);
      index = next;
    } else if (line.trim().startsWith('|') && TABLE_RULE.test(lines[index + 1]?.trim() ?? '')) {
      let end = index + 2;
      while (end < lines.length && lines[end]!.trim().startsWith('|')) end++;
      blocks.push(table(lines.slice(index, end)));
      index = end;
    } else {
      const paragraph: string[] = [];
      while (index < lines.length) {
        const next = lines[index]!;
        if (next.trim() === '' || HEADING.test(next) || BULLET.test(next) || NUMBERED.test(next)) break;
        if (QUOTE.test(next) || next.trim().startsWith('|')) break;
        paragraph.push(next.trim());
        index++;
      }
      blocks.push(`<p>${inline(paragraph.join('\n'))}</p>`);
    }
  }
  return sanitizeHtml(blocks.join(''));
}
