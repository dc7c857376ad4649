import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { bracketCardSvg, matchCardSvg, playerCardSvg } from './cards';
import { escapeXml, fitText } from './svg';

const HOSTILE = `</text><script>alert("x")</script><image href='http://evil.test/x.png'/>&amp;\u0007\ud800`;

/** The card parsed as XML by the rasteriser itself, with its size: it throws on malformed markup. */
const parsed = (svg: string) => {
  const { width, height } = new Resvg(svg, { font: { loadSystemFonts: false } });
  return { width, height };
};

const ladder = { rating: 1523, rank: 3, tier: 'Elite' as const, wins: 41, losses: 12 };

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML cannot hold', () => {
    expect(escapeXml(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    expect(escapeXml('bell\u0007 and \ud800 lone')).toBe('bell and  lone');
    expect(escapeXml('emoji 🏆 stays')).toBe('emoji 🏆 stays');
  });
});

describe('fitText', () => {
  it('keeps a short name at the largest size', () => {
    expect(fitText('Ash', 800, 84, 44)).toEqual({ text: 'Ash', size: 84 });
  });

  it('shrinks a longer name, then shortens it with an ellipsis at the smallest size', () => {
    const shrunk = fitText('PixelPaladinOfTheNorth', 700, 84, 30);
    expect(shrunk.text).toBe('PixelPaladinOfTheNorth');
    expect(shrunk.size).toBeLessThan(84);
    expect(shrunk.size).toBeGreaterThanOrEqual(30);
    const cut = fitText('W'.repeat(60), 700, 84, 44);
    expect(cut.size).toBe(44);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(cut.text.length).toBeLessThan(60);
  });
});

describe('share card SVG', () => {
  it('escapes a hostile player name: no element of its own, and the card still parses at 1200×630', () => {
    const svg = playerCardSvg('CobbleClash', { name: HOSTILE, head: null, ladder });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain("href='http://evil.test");
    expect(svg).not.toContain('\u0007');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;');
    expect(parsed(svg)).toEqual({ width: 1200, height: 630 });
  });

  it('escapes hostile tournament, champion and match names the same way', () => {
    const bracket = bracketCardSvg('CobbleClash', {
      name: HOSTILE,
      status: 'completed',
      format: 'Singles',
      champion: HOSTILE,
      entrants: 16,
      cap: 16,
      startsAt: new Date('2026-12-05T18:00:00Z'),
    });
    const match = matchCardSvg('CobbleClash', {
      format: HOSTILE,
      players: [
        { name: HOSTILE, ratingChange: 12 },
        { name: 'Rival', ratingChange: -12 },
      ],
      winner: 0,
    });
    for (const svg of [bracket, match]) {
      expect(svg).not.toContain('<script');
      expect(parsed(svg)).toEqual({ width: 1200, height: 630 });
    }
  });

  it("draws a player's standing: tier, rank, rating, wins and losses", () => {
    const svg = playerCardSvg('CobbleClash', { name: 'PixelPaladin', head: null, ladder });
    for (const shown of ['PixelPaladin', 'ELITE', '#3 on the ladder', '1523', '41', '12']) {
      expect(svg).toContain(`>${shown}</text>`);
    }
    const unrated = playerCardSvg('CobbleClash', { name: 'NewPlayer', head: null, ladder: null });
    expect(unrated).toContain('>Not on the ladder yet</text>');
  });

  it('embeds the head as an image, its address escaped', () => {
    const svg = playerCardSvg('CobbleClash', {
      name: 'Steve',
      head: 'data:image/png;base64,AAA"x',
      ladder: null,
    });
    expect(svg).toContain('href="data:image/png;base64,AAA&quot;x"');
  });

  it("shows a bracket's champion once crowned, else its entrants and places, with the start in UTC", () => {
    const base = {
      name: "Founders' Cup #1",
      format: 'Singles',
      entrants: 11,
      cap: 16,
      startsAt: new Date('2026-12-05T18:00:00Z'),
    };
    const open = bracketCardSvg('CobbleClash', { ...base, status: 'open', champion: null });
    expect(open).toContain('>SIGN-UPS OPEN</text>');
    expect(open).toContain('>11</text>');
    expect(open).toContain('Starts 2026-12-05 18:00 UTC');
    const done = bracketCardSvg('CobbleClash', { ...base, status: 'completed', champion: 'PixelPaladin' });
    expect(done).toContain('>CHAMPION</text>');
    expect(done).toContain('>PixelPaladin</text>');
  });

  it("shows a match's players, who won, the rating changes and the format; a draw names no winner", () => {
    const players = [
      { name: 'PixelPaladin', ratingChange: 14 },
      { name: 'Rival', ratingChange: -14 },
    ] as const;
    const won = matchCardSvg('CobbleClash', { format: 'Gen 9 OU', players, winner: 1 });
    expect(won).toMatch(
      />PixelPaladin<\/text>.*>DEFEATED<\/text>.*>\+14 Elo<\/text>.*>Rival<\/text>.*>WINNER<\/text>.*>−14 Elo<\/text>/,
    );
    expect(won).toContain('>Gen 9 OU</text>');
    const drawn = matchCardSvg('CobbleClash', {
      format: 'Gen 9 OU',
      players: [
        { name: 'A', ratingChange: null },
        { name: 'B', ratingChange: null },
      ],
      winner: null,
    });
    expect(drawn).not.toContain('WINNER');
    expect(drawn.match(/>DRAW<\/text>/g)).toHaveLength(2);
    expect(drawn).toContain('>Unrated</text>');
    const playing = matchCardSvg('CobbleClash', {
      format: 'Gym battle',
      players: [
        { name: 'A', ratingChange: null },
        { name: 'B', ratingChange: null },
      ],
      winner: null,
      ongoing: true,
    });
    expect(playing).not.toContain('>DRAW</text>');
    expect(playing.match(/>PLAYING<\/text>/g)).toHaveLength(2);
  });
});
