import { describe, expect, it } from 'vitest';
import { banMessage, isBanActive } from './rule';

const now = new Date('2026-03-01T12:00:00Z');

describe('isBanActive', () => {
  it('holds a ban without an end until it is lifted', () => {
    expect(isBanActive({ lifted_at: null, ends_at: null }, now)).toBe(true);
    expect(isBanActive({ lifted_at: '2026-02-01T00:00:00Z', ends_at: null }, now)).toBe(false);
  });

  it('holds a ban with an end only before it', () => {
    expect(isBanActive({ lifted_at: null, ends_at: '2026-03-01T12:00:01Z' }, now)).toBe(true);
    expect(isBanActive({ lifted_at: null, ends_at: new Date('2026-03-01T12:00:00Z') }, now)).toBe(false);
  });
});

describe('banMessage', () => {
  it('says the end in EST, or permanently', () => {
    expect(banMessage({ ends_at: '2026-03-02T20:30:00Z', reason: 'Cheating' })).toBe(
      'You are banned until Mar 2, 2026, 15:30 EST: Cheating',
    );
    expect(banMessage({ ends_at: null, reason: 'Cheating' })).toBe('You are banned permanently: Cheating');
  });
});
