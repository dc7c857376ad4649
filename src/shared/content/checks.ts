/**
 * What the editor shows as it is typed and the server refuses on save: headings that fit the page's
 * outline, links that lead somewhere this site allows, and no HTML (Markdown only).
 */
import { pageHref } from '../site/routes';
import type { ContentProblem } from './api';
import { classifyLink } from './markdown-links';
import { HEADING, inlineTokens, markdownLines } from './markdown-syntax';

/** The page draws its own h1 and each block's h2: a block's headings start at ###. */
export const FIRST_HEADING_LEVEL = 3;
export const LAST_HEADING_LEVEL = 4;

/** Server addresses a text may link to besides the pages: the buyers' billing portal (Stripe's). */
const SERVER_LINKS: ReadonlySet<string> = new Set(['/api/billing/portal']);

const TAG = /<\/?[A-Za-z!][^>]*>/;

interface ReadLine {
  /** The words shown as text (code spans and escaped characters left out). */
  text: string;
  links: { label: string; target: string }[];
}

/** A line's text and links, read by the renderer's own tokens (links in a link's words are text). */
function readLine(line: string, inLink = false, read: ReadLine = { text: '', links: [] }): ReadLine {
  for (const token of inlineTokens(line)) {
    if (token.kind === 'text') read.text += token.text;
    else if (token.kind === 'escape' || token.kind === 'code') read.text += ' ';
    else if (token.kind === 'strong' || token.kind === 'em') readLine(token.inner, inLink, read);
    else if (inLink) read.text += token.whole;
    else {
      read.links.push({ label: token.label, target: token.target });
      readLine(token.label, true, read);
    }
  }
  return read;
}

export function checkMarkdown(body: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  let previousLevel = FIRST_HEADING_LEVEL - 1;
  markdownLines(body).forEach((rawLine, index) => {
    const line = index + 1;
    const { text, links } = readLine(rawLine);
    // The renderer's own heading rule, on the line as written.
    const heading = HEADING.exec(rawLine);
    if (heading) {
      const level = heading[1]!.length;
      if (level < FIRST_HEADING_LEVEL || level > LAST_HEADING_LEVEL) {
        problems.push({
          line,
          message: `Use ### or #### for headings: the page already draws its title and this block's heading.`,
        });
      } else if (level > previousLevel + 1) {
        problems.push({ line, message: `This heading skips a level: use ${'#'.repeat(previousLevel + 1)}.` });
      }
      previousLevel = Math.max(level, FIRST_HEADING_LEVEL - 1);
    }
    if (TAG.test(text)) {
      problems.push({
        line,
        message: 'HTML is not allowed here: write Markdown (it is shown as plain text).',
      });
    }
    for (const { label, target } of links) {
      if (!label.trim()) problems.push({ line, message: 'A link needs text to show.' });
      const link = classifyLink(target);
      if (!link) {
        problems.push({
          line,
          message: `"${target}" is not a link this site allows: use a page of the site (/rules), #section, https:// or mailto:.`,
        });
      } else if (link.kind === 'internal' && !pageHref(link.href) && !SERVER_LINKS.has(link.href)) {
        problems.push({ line, message: `"${link.href}" is not a page of this site.` });
      }
    }
  });
  return problems;
}
