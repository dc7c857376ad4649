import { describe, expect, it } from 'vitest';
import { matchPath, pathTo, withoutTrailingSlash } from './path-pattern';
import { findPageRoute, findRoute, pageHref } from './routes';

/** The table the next pages will add to, with the fixed page a pattern must not shadow. */
const TABLE = [
  { path: '/' },
  { path: '/players/:name' },
  { path: '/tournaments/founders-cup-1' },
  { path: '/tournaments/:slug' },
  { path: '/tournaments/:slug/rounds/:round' },
];

describe('path parameters', () => {
  it('reads each named segment, decoded', () => {
    expect(matchPath('/players/:name', '/players/Ash_Ketchum')).toEqual({ name: 'Ash_Ketchum' });
    expect(matchPath('/players/:name', '/players/Ch%C3%A9ri%20Bibi')).toEqual({ name: 'Chéri Bibi' });
    expect(matchPath('/tournaments/:slug/rounds/:round', '/tournaments/spring-cup/rounds/3')).toEqual({
      slug: 'spring-cup',
      round: '3',
    });
    expect(matchPath('/players/:name', '/players/Misty/')).toEqual({ name: 'Misty' });
    expect(matchPath('/matches/:id', '/matches/m-1//')).toEqual({ id: 'm-1' });
  });

  it('reads an address without its trailing slashes, the root as it is', () => {
    expect(withoutTrailingSlash('/players/Misty/')).toBe('/players/Misty');
    expect(withoutTrailingSlash('/players/Misty///')).toBe('/players/Misty');
    expect(withoutTrailingSlash('/players/Misty')).toBe('/players/Misty');
    expect(withoutTrailingSlash('/')).toBe('/');
  });

  it('matches nothing else: another prefix, an empty, missing or extra segment, a bad escape', () => {
    for (const pathname of [
      '/player/Misty',
      '/players/',
      '/players',
      '/players/Misty/badges',
      '/players/%E0%A4%A',
    ]) {
      expect(matchPath('/players/:name', pathname), pathname).toBeNull();
    }
    expect(matchPath('/tournaments/founders-cup-1', '/tournaments/founders-cup-1')).toEqual({});
  });

  it('fills a pattern in, each parameter one encoded segment', () => {
    expect(pathTo('/players/:name', { name: 'Brock' })).toBe('/players/Brock');
    expect(pathTo('/players/:name', { name: 'a/b c?' })).toBe('/players/a%2Fb%20c%3F');
    const path = pathTo('/tournaments/:slug/rounds/:round', { slug: 'spring cup', round: '2' });
    expect(matchPath('/tournaments/:slug/rounds/:round', path)).toEqual({ slug: 'spring cup', round: '2' });
  });

  it('finds a fixed page before a pattern, and a pattern for the rest', () => {
    expect(findRoute(TABLE, '/tournaments/founders-cup-1')?.path).toBe('/tournaments/founders-cup-1');
    expect(findRoute(TABLE, '/tournaments/founders-cup-1/')?.path).toBe('/tournaments/founders-cup-1');
    expect(findRoute(TABLE, '/tournaments/spring-cup')?.path).toBe('/tournaments/:slug');
    expect(findRoute(TABLE, '/tournaments/spring-cup/rounds/1')?.path).toBe(
      '/tournaments/:slug/rounds/:round',
    );
    expect(findRoute(TABLE, '/players/Misty')?.path).toBe('/players/:name');
    expect(findRoute(TABLE, '/players')).toBeUndefined();
    expect(findRoute(TABLE, '/tournaments')).toBeUndefined();
  });

  it("types a path read from an answer as a link only when it is one of the site's pages", () => {
    expect(findPageRoute('/tournaments/founders-cup-1')?.title).toBe("Founders' Cup #1");
    expect(pageHref('/success?session_id=cs_1')).toBe('/success?session_id=cs_1');
    expect(pageHref('/wiki#ranks')).toBe('/wiki#ranks');
    expect(pageHref('/no-such-page')).toBeNull();
    expect(pageHref('https://checkout.stripe.com/c/pay')).toBeNull();
    expect(pageHref('//evil.example/shop')).toBeNull();
  });
});
