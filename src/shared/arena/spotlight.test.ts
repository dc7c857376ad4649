import { describe, expect, it } from 'vitest';
import { newlyOnline, nextSpotlight, settleSpotlight, shouldRotate } from './spotlight';

describe('shouldRotate', () => {
  it('rotates only with two or more online leaders, no hover and no reduced motion', () => {
    expect(shouldRotate({ onlineCount: 2, hovered: false, reducedMotion: false })).toBe(true);
    expect(shouldRotate({ onlineCount: 1, hovered: false, reducedMotion: false })).toBe(false);
    expect(shouldRotate({ onlineCount: 0, hovered: false, reducedMotion: false })).toBe(false);
    expect(shouldRotate({ onlineCount: 3, hovered: true, reducedMotion: false })).toBe(false);
    expect(shouldRotate({ onlineCount: 3, hovered: false, reducedMotion: true })).toBe(false);
  });
});

describe('settleSpotlight', () => {
  it('keeps an online selection and otherwise picks the first online leader', () => {
    expect(settleSpotlight(['a', 'b'], 'b')).toBe('b');
    expect(settleSpotlight(['a', 'b'], 'gone')).toBe('a');
    expect(settleSpotlight(['a', 'b'], null)).toBe('a');
    expect(settleSpotlight([], 'a')).toBeNull();
  });
});

describe('nextSpotlight', () => {
  it('moves to the next online leader and wraps', () => {
    expect(nextSpotlight(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextSpotlight(['a', 'b', 'c'], 'c')).toBe('a');
    expect(nextSpotlight(['a', 'b'], 'gone')).toBe('a');
    expect(nextSpotlight(['a'], 'a')).toBe('a');
    expect(nextSpotlight([], 'a')).toBeNull();
  });
});

describe('newlyOnline', () => {
  it('reports leaders that turned online, not the ones seen for the first time', () => {
    const before = new Map([
      ['a', 'offline'],
      ['b', 'online'],
      ['c', 'busy'],
    ]);
    const now = [
      { id: 'a', status: 'online' },
      { id: 'b', status: 'online' },
      { id: 'c', status: 'offline' },
      { id: 'new', status: 'online' },
    ];
    expect(newlyOnline(before, now)).toEqual(['a']);
  });
});
