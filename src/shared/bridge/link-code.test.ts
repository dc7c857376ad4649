import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  LINK_CODE_ALPHABET,
  LINK_CODE_PATTERN,
  linkCodeFromBytes,
  linkCommand,
  normalizeLinkCode,
} from './link-code';

const bytes = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('link codes', () => {
  it('maps bytes onto the unambiguous alphabet', () => {
    expect(linkCodeFromBytes(bytes(0, 1, 2, 3, 4, 5))).toBe('ABCDEF');
    expect(linkCodeFromBytes(bytes(30, 31, 61, 62, 92, 93))).toBe('9A9A9A');
  });

  it('skips bytes above the last full round of the alphabet, so no character is favoured', () => {
    // 256 - 256 % 31 = 248: bytes 248..255 are discarded.
    expect(linkCodeFromBytes(bytes(255, 248, 0, 0, 0, 0, 0, 0))).toBe('AAAAAA');
  });

  it('never produces look-alike characters', () => {
    expect(LINK_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    for (let i = 0; i < 200; i++) {
      const code = linkCodeFromBytes(() => Math.floor(Math.random() * 256));
      expect(code).toMatch(LINK_CODE_PATTERN);
    }
  });

  it('normalises typed codes and builds the in-game command', () => {
    expect(normalizeLinkCode('  abc234 ')).toBe('ABC234');
    expect(linkCommand('ABC234')).toBe('/link ABC234');
  });
});

describe('formatCountdown', () => {
  it.each([
    [600_000, '10:00'],
    [599_001, '10:00'],
    [599_000, '9:59'],
    [61_000, '1:01'],
    [1, '0:01'],
    [0, '0:00'],
    [-5000, '0:00'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
