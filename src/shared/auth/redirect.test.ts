import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/', '/'],
    ['/shop?checkout=pending', '/shop?checkout=pending'],
    ['/wiki#ranks', '/wiki#ranks'],
    ['/gym-leader-application', '/gym-leader-application'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['https://evil.example/phish'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['shop'],
    ['/\u0000/evil'],
    ['/%0d%0aSet-Cookie:x'.replace('%0d%0a', '\r\n')],
    [`/${'a'.repeat(600)}`],
  ])('falls back to the root for %j', (input) => {
    expect(safeRedirectTarget(input)).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectTarget('/a/../../shop')).toBe('/shop');
  });
});
