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
    ['/..//evil.example'],
    ['/../..//evil.example/path'],
    ['/a/..//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/.%2e//evil.example'],
    ['/%252e%252e//evil.example'],
    ['/%2e%2e/%2fevil.example'],
    ['/%2f%2fevil.example'],
    ['/..%2f/evil.example'],
    ['/%5cevil.example'],
    ['/%2e%2e%5c%5cevil.example'],
  ])('falls back to the root for %j', (input) => {
    expect(safeRedirectTarget(input)).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectTarget('/a/../../shop')).toBe('/shop');
    expect(safeRedirectTarget('/%2e%2e/shop?checkout=pending')).toBe('/shop?checkout=pending');
    expect(safeRedirectTarget('/events/%2e/spring')).toBe('/events/spring');
  });

  it('keeps other escapes as they are', () => {
    expect(safeRedirectTarget('/wiki/Pok%C3%A9mon?q=a%20b')).toBe('/wiki/Pok%C3%A9mon?q=a%20b');
  });

  it('returns only targets that are stable when sanitised again', () => {
    for (const input of ['/..//evil.example', '/%2e%2e/%2fevil.example', '/a/./b/../c', '/shop#x']) {
      const once = safeRedirectTarget(input);
      expect(safeRedirectTarget(once)).toBe(once);
      expect(once.startsWith('//')).toBe(false);
    }
  });
});
