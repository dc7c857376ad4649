/**
 * The three share cards as SVG, each from a plain data shape its feature reads: a player's card,
 * a tournament's bracket card and a match card. A new card is one more function on `cardFrame`.
 */
import type { Tier } from '../../../shared/arena/types';
import { badge, CARD_WIDTH, COLORS, cardFrame, escapeXml, fitText, statTile, text } from './svg';

export interface PlayerCardData {
  name: string;
  /** The Minecraft head as a `data:image/png;base64,…` address; null draws the name's initial. */
  head: string | null;
  /** Null for a player not on the ladder yet. */
  ladder: { rating: number; rank: number; tier: Tier; wins: number; losses: number } | null;
}

export interface BracketCardData {
  name: string;
  status: 'open' | 'closed' | 'live' | 'completed' | 'cancelled';
  format: string;
  champion: string | null;
  entrants: number;
  cap: number;
  startsAt: Date;
}

export interface MatchCardData {
  format: string;
  players: readonly [MatchCardSide, MatchCardSide];
  /** Index of the winner in `players`; null for a draw (or, with `ongoing`, no result yet). */
  winner: 0 | 1 | null;
  /** Still being played: both sides say so instead of a result. */
  ongoing?: boolean;
}

export interface MatchCardSide {
  name: string;
  /** Elo won or lost in this match; null when the match was not rated. */
  ratingChange: number | null;
}

const TIER_COLORS: Record<Tier, string> = {
  Champion: COLORS.primary,
  Elite: COLORS.accent,
  Ace: '#60a5fa',
  Trainer: COLORS.success,
  Apprentice: '#2dd4bf',
  Beginner: COLORS.muted,
};

const STATUS_LABELS: Record<BracketCardData['status'], { label: string; color: string }> = {
  open: { label: 'Sign-ups open', color: COLORS.success },
  closed: { label: 'Sign-ups closed', color: COLORS.muted },
  live: { label: 'Live now', color: COLORS.danger },
  completed: { label: 'Completed', color: COLORS.primary },
  cancelled: { label: 'Cancelled', color: COLORS.muted },
};

const HEAD_SIZE = 240;

/** The head, pixelated as Minecraft draws it, or a tile with the name's first letter. */
function head(data: PlayerCardData, x: number, y: number): string {
  const frame = `<rect x="${x - 6}" y="${y - 6}" width="${HEAD_SIZE + 12}" height="${HEAD_SIZE + 12}" rx="26" fill="${COLORS.surface2}" stroke="${COLORS.border}" stroke-width="2"/>`;
  if (data.head) {
    return (
      frame +
      `<image x="${x}" y="${y}" width="${HEAD_SIZE}" height="${HEAD_SIZE}" href="${escapeXml(data.head)}" image-rendering="optimizeSpeed" preserveAspectRatio="xMidYMid meet"/>`
    );
  }
  const initial = [...data.name][0]?.toUpperCase() ?? '?';
  return (
    frame +
    `<rect x="${x}" y="${y}" width="${HEAD_SIZE}" height="${HEAD_SIZE}" rx="20" fill="${COLORS.border}"/>` +
    text(initial, {
      x: x + HEAD_SIZE / 2,
      y: y + HEAD_SIZE / 2 + 44,
      size: 128,
      weight: 700,
      anchor: 'middle',
      fill: COLORS.muted,
    })
  );
}

export function playerCardSvg(siteName: string, data: PlayerCardData): string {
  const left = 80;
  const textLeft = left + HEAD_SIZE + 56;
  const name = fitText(data.name, CARD_WIDTH - textLeft - 80, 84, 44);
  let body = head(data, left, 160) + text(name.text, { x: textLeft, y: 236, size: name.size, weight: 700 });
  if (!data.ladder) {
    body += text('Not on the ladder yet', { x: textLeft, y: 300, size: 34, fill: COLORS.muted });
    return cardFrame(siteName, 'Player', body);
  }
  const { rating, rank, tier, wins, losses } = data.ladder;
  const tierBadge = badge(tier, textLeft, 272, TIER_COLORS[tier]);
  body +=
    tierBadge.svg +
    text(`#${rank} on the ladder`, {
      x: textLeft + tierBadge.width + 24,
      y: 306,
      size: 32,
      fill: COLORS.muted,
    }) +
    statTile('Elo', String(rating), left, 440, 336, COLORS.primary) +
    statTile('Wins', String(wins), left + 360, 440, 336, COLORS.success) +
    statTile('Losses', String(losses), left + 720, 440, 320, COLORS.danger);
  return cardFrame(siteName, 'Player', body);
}

export function bracketCardSvg(siteName: string, data: BracketCardData): string {
  const name = fitText(data.name, CARD_WIDTH - 160, 76, 44);
  const status = STATUS_LABELS[data.status];
  const statusBadge = badge(status.label, 80, 236, status.color);
  const starts = `${data.startsAt.toISOString().slice(0, 10)} ${data.startsAt.toISOString().slice(11, 16)} UTC`;
  let body =
    text(name.text, { x: 80, y: 204, size: name.size, weight: 700 }) +
    statusBadge.svg +
    text(`${data.format} · ${data.status === 'completed' ? 'Started' : 'Starts'} ${starts}`, {
      x: 80 + statusBadge.width + 24,
      y: 270,
      size: 30,
      fill: COLORS.muted,
    });
  if (data.champion) {
    const champion = fitText(data.champion, CARD_WIDTH - 240, 72, 40);
    body +=
      `<rect x="80" y="336" width="${CARD_WIDTH - 160}" height="200" rx="24" fill="${COLORS.primary}" fill-opacity="0.12" stroke="${COLORS.primary}" stroke-width="2"/>` +
      text('CHAMPION', { x: 120, y: 398, size: 28, fill: COLORS.primary, weight: 700, spacing: 3 }) +
      text(champion.text, { x: 120, y: 486, size: champion.size, weight: 700 });
  } else {
    body +=
      statTile('Entrants', String(data.entrants), 80, 380, 500, COLORS.accent) +
      statTile('Places', String(data.cap), 620, 380, 500);
  }
  return cardFrame(siteName, 'Tournament bracket', body);
}

function ratingChangeText(change: number | null): string {
  if (change === null) return 'Unrated';
  return change >= 0 ? `+${change} Elo` : `−${Math.abs(change)} Elo`;
}

export function matchCardSvg(siteName: string, data: MatchCardData): string {
  const half = (CARD_WIDTH - 160) / 2;
  const sides = data.players.map((player, index) => {
    const centre = index === 0 ? 80 + half / 2 - 30 : CARD_WIDTH - 80 - half / 2 + 30;
    const name = fitText(player.name, half - 120, 64, 34);
    const outcome = data.ongoing
      ? 'Playing'
      : data.winner === null
        ? 'Draw'
        : data.winner === index
          ? 'Winner'
          : 'Defeated';
    const color =
      data.ongoing || data.winner === null
        ? COLORS.muted
        : data.winner === index
          ? COLORS.success
          : COLORS.danger;
    const change = player.ratingChange;
    return (
      text(name.text, { x: centre, y: 300, size: name.size, weight: 700, anchor: 'middle' }) +
      text(outcome.toUpperCase(), {
        x: centre,
        y: 370,
        size: 30,
        weight: 700,
        anchor: 'middle',
        fill: color,
        spacing: 3,
      }) +
      text(ratingChangeText(change), {
        x: centre,
        y: 430,
        size: 32,
        anchor: 'middle',
        fill: change === null ? COLORS.muted : change >= 0 ? COLORS.success : COLORS.danger,
      })
    );
  });
  const format = fitText(data.format, CARD_WIDTH - 160, 32, 24);
  const body =
    sides.join('') +
    text('VS', { x: CARD_WIDTH / 2, y: 330, size: 56, weight: 700, anchor: 'middle', fill: COLORS.primary }) +
    `<line x1="80" y1="490" x2="${CARD_WIDTH - 80}" y2="490" stroke="${COLORS.border}" stroke-width="2"/>` +
    text(format.text, { x: CARD_WIDTH / 2, y: 546, size: format.size, anchor: 'middle', fill: COLORS.muted });
  return cardFrame(siteName, 'Match', body);
}
