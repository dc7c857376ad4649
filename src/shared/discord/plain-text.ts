/**
 * Player-written text inside a staff notice must read exactly as typed in Discord: no masked links,
 * headings, quotes, spoilers or mention-looking pills, and no clickable URLs. `allowed_mentions`
 * already stops pings; this stops the rendering.
 */

/**
 * Every character Discord's markdown gives a meaning: emphasis, code, spoilers, quotes, headings,
 * lists, masked links, mentions, emoji and timestamps (`<…>`, `@`, `:`). Escaping `:` also breaks
 * `https://`, so a URL stays plain text instead of becoming a link.
 */
const MARKDOWN = /[\\*_~`|>#\-[\]()<@:]/g;

/** Line breaks would start new blocks (a heading, a quote): a notice field stays on its line. */
const LINE_BREAKS = /[\r\n\u2028\u2029]+/g;

export function plainDiscordText(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(MARKDOWN, (char) => `\\${char}`);
}
