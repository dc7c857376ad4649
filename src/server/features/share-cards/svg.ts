/**
 * The pieces every share card is drawn from: the 1200×630 frame in the site's dark colours, text
 * escaped for XML and fitted to a width, and small badges. Cards are plain strings of SVG so they
 * can be unit-tested and rasterised anywhere; nothing here reads the database or the clock.
 */

/** Open Graph's recommended size; Discord and X show it uncropped as a large image. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The site's dark palette (client/styles.css), repeated here because the server draws alone. */
export const COLORS = {
  bg: '#0b0f1a',
  surface: '#121829',
  surface2: '#1a2238',
  border: '#2a3553',
  fg: '#e8ebf3',
  muted: '#a3acc0',
  primary: '#f5a524',
  accent: '#a78bfa',
  danger: '#f87171',
  success: '#4ade80',
} as const;

/** System sans-serif faces in the order the rasteriser should try them. */
export const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the characters XML refuses is the point
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text placed in SVG we write ourselves: markup characters escaped, and characters XML 1.0 cannot
 * hold at all (control characters, lone surrogates) dropped, or the rasteriser refuses the card.
 */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_IN_XML, '')
    .replace(LONE_SURROGATE, '')
    .replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

/**
 * A rough advance width of bold sans-serif text in font-size units: wide letters count more than
 * narrow ones. Good enough to shrink or shorten a name before it runs off the card.
 */
function widthInEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    if (/[iljtf.,:;'!| ]/.test(ch)) em += 0.4;
    else if (/[mwMW@]/.test(ch)) em += 1.05;
    else if (/[A-Z0-9#]/.test(ch)) em += 0.8;
    else em += 0.7;
  }
  return em;
}

/**
 * The size (between `min` and `max`) at which `text` fits `width` pixels, shortened with an
 * ellipsis when even the smallest size is too wide.
 */
export function fitText(
  text: string,
  width: number,
  max: number,
  min: number,
): { text: string; size: number } {
  const em = widthInEm(text);
  if (em * max <= width) return { text, size: max };
  if (em * min <= width) return { text, size: Math.floor(width / em) };
  const chars = [...text];
  while (chars.length > 1 && widthInEm(`${chars.join('')}…`) * min > width) chars.pop();
  return { text: `${chars.join('')}…`, size: min };
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill?: string;
  weight?: 400 | 700;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
}

/** One line of escaped text. */
export function text(content: string, options: TextOptions): string {
  const { x, y, size, fill = COLORS.fg, weight = 400, anchor = 'start', spacing } = options;
  const letterSpacing = spacing === undefined ? '' : ` letter-spacing="${spacing}"`;
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${letterSpacing}>${escapeXml(content)}</text>`;
}

/** A rounded pill with a label, its width from the label: statuses, tiers, formats. */
export function badge(label: string, x: number, y: number, color: string): { svg: string; width: number } {
  const size = 26;
  const width = Math.round(widthInEm(label.toUpperCase()) * size * 0.9 + 44);
  const svg =
    `<rect x="${x}" y="${y}" width="${width}" height="48" rx="24" fill="${color}" fill-opacity="0.16" stroke="${color}" stroke-width="2"/>` +
    text(label.toUpperCase(), {
      x: x + width / 2,
      y: y + 33,
      size,
      fill: color,
      weight: 700,
      anchor: 'middle',
      spacing: 1,
    });
  return { svg, width };
}

/** A labelled number in a tile: rating, wins, losses. */
export function statTile(
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  color: string = COLORS.fg,
) {
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="130" rx="18" fill="${COLORS.surface2}" stroke="${COLORS.border}" stroke-width="2"/>` +
    text(label.toUpperCase(), {
      x: x + 28,
      y: y + 44,
      size: 24,
      fill: COLORS.muted,
      weight: 700,
      spacing: 2,
    }) +
    text(value, { x: x + 28, y: y + 104, size: 52, fill: color, weight: 700 })
  );
}

/**
 * The frame of every card: background with the site's glow, a bordered panel, the site's name in
 * the corner and the kind of card above the content.
 */
export function cardFrame(siteName: string, eyebrow: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${FONT_FAMILY}">` +
    '<defs>' +
    `<radialGradient id="glow-primary" cx="0" cy="0" r="1" gradientUnits="userSpaceOnUse" gradientTransform="translate(120 -40) scale(760 480)"><stop offset="0" stop-color="${COLORS.primary}" stop-opacity="0.22"/><stop offset="1" stop-color="${COLORS.primary}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow-accent" cx="0" cy="0" r="1" gradientUnits="userSpaceOnUse" gradientTransform="translate(1260 80) scale(720 520)"><stop offset="0" stop-color="${COLORS.accent}" stop-opacity="0.2"/><stop offset="1" stop-color="${COLORS.accent}" stop-opacity="0"/></radialGradient>` +
    '</defs>' +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLORS.bg}"/>` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#glow-primary)"/>` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#glow-accent)"/>` +
    `<rect x="32" y="32" width="${CARD_WIDTH - 64}" height="${CARD_HEIGHT - 64}" rx="32" fill="${COLORS.surface}" fill-opacity="0.72" stroke="${COLORS.border}" stroke-width="2"/>` +
    text(eyebrow.toUpperCase(), { x: 80, y: 104, size: 26, fill: COLORS.primary, weight: 700, spacing: 3 }) +
    text(siteName, { x: CARD_WIDTH - 80, y: 104, size: 30, fill: COLORS.fg, weight: 700, anchor: 'end' }) +
    body +
    '</svg>'
  );
}
