import { describe, expect, it } from 'vitest';
import {
  goInHistory,
  locationOf,
  type MemoryHistory,
  pathnameOf,
  pushEntry,
  resolve,
} from './router-location';

const here = locationOf('/atlas?type=legendary#list', 'k0');

describe('where a link points', () => {
  it('reads a path, a query or a hash from where the reader is', () => {
    expect(resolve('/wiki#ranks', here)).toBe('/wiki#ranks');
    expect(resolve('?type=paradox', here)).toBe('/atlas?type=paradox');
    expect(resolve('#top', here)).toBe('/atlas?type=legendary#top');
    expect(resolve('/shop?canceled=true', here)).toBe('/shop?canceled=true');
  });

  it('keeps this page (and its query unless given one) for an object without a pathname', () => {
    expect(resolve({ search: '?type=paradox' }, here)).toBe('/atlas?type=paradox');
    expect(resolve({ search: 'a=1&b=2' }, here)).toBe('/atlas?a=1&b=2');
    expect(resolve({ search: '' }, here)).toBe('/atlas');
    expect(resolve({ hash: '#rules' }, here)).toBe('/atlas?type=legendary#rules');
    expect(resolve({ pathname: '/shop' }, here)).toBe('/shop');
  });

  it('splits a path into its parts, search parameters encoded as given', () => {
    const location = locationOf('/purchase-history?q=Ash%20K&page=2#row-3', 'k1');
    expect(location).toEqual({
      pathname: '/purchase-history',
      search: '?q=Ash%20K&page=2',
      hash: '#row-3',
      key: 'k1',
    });
    expect(new URLSearchParams(location.search).get('q')).toBe('Ash K');
  });
});

describe('a history in memory', () => {
  const entry = (path: string) => locationOf(path, path);
  const start: MemoryHistory = { entries: [entry('/')], index: 0 };
  const paths = (history: MemoryHistory) => history.entries.map((e) => e.pathname);

  it('pushes after the current entry and replaces it in place', () => {
    const pushed = pushEntry(pushEntry(start, entry('/shop'), false), entry('/wiki'), false);
    expect(paths(pushed)).toEqual(['/', '/shop', '/wiki']);
    expect(pushed.index).toBe(2);
    const replaced = pushEntry(pushed, entry('/ranks'), true);
    expect(paths(replaced)).toEqual(['/', '/shop', '/ranks']);
    expect(replaced.index).toBe(2);
  });

  it('goes back and forward between the entries, stopping at either end', () => {
    const history = pushEntry(pushEntry(start, entry('/shop'), false), entry('/wiki'), false);
    const back = goInHistory(history, -1);
    expect(back.entries[back.index]?.pathname).toBe('/shop');
    expect(goInHistory(back, 1).index).toBe(2);
    expect(goInHistory(history, -5).index).toBe(0);
    expect(goInHistory(history, 3).index).toBe(2);
  });

  it('drops the forward entries when a new page is pushed after going back', () => {
    const history = pushEntry(pushEntry(start, entry('/shop'), false), entry('/wiki'), false);
    const branched = pushEntry(goInHistory(history, -2), entry('/events'), false);
    expect(paths(branched)).toEqual(['/', '/events']);
    expect(branched.index).toBe(1);
  });
});

describe('plain paths take the short way and agree with URL parsing', () => {
  const here = locationOf('/atlas?type=legendary#top', 'k');
  it.each([
    '/',
    '/shop',
    '/players/Ash_K',
    '/a/b/',
    '/gym-leaders',
    '/./shop',
    '/a/../b',
    '//evil.example',
    '/a b',
    '/ünï',
    '/%41',
  ])('resolves %s as a browser would', (to) => {
    const parsed = new URL(to, new URL('/atlas?type=legendary#top', 'http://router.local'));
    expect(resolve(to, here)).toBe(`${parsed.pathname}${parsed.search}${parsed.hash}`);
    expect(pathnameOf(to)).toBe(new URL(to, 'http://router.local').pathname);
  });
});
