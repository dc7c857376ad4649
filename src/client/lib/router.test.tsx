import { type PathOf, pathTo } from '@shared/site/path-pattern';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Link, NavLink, StaticRouter, type To, useParams, useSearchParams } from './router';

const at = (location: string, element: React.ReactNode) =>
  renderToStaticMarkup(<StaticRouter location={location}>{element}</StaticRouter>);

function PlayerName() {
  const { name } = useParams('/players/:name');
  return <h1>{name}</h1>;
}

function AtlasFilter() {
  const [params] = useSearchParams();
  return <p>{params.getAll('type').join(',')}</p>;
}

describe('router', () => {
  it('draws links to pages, queries and anchors as plain hrefs from where the reader is', () => {
    const html = at(
      '/spawn-atlas?type=legendary',
      <>
        <Link to="/wiki#ranks">ranks</Link>
        <Link to="?type=paradox">paradox</Link>
        <Link to="#list">list</Link>
        <Link to={{ search: '?type=ultra-beast' }}>ultra beasts</Link>
      </>,
    );
    expect(html).toContain('href="/wiki#ranks"');
    expect(html).toContain('href="/spawn-atlas?type=paradox"');
    expect(html).toContain('href="/spawn-atlas?type=legendary#list"');
    expect(html).toContain('href="/spawn-atlas?type=ultra-beast"');
  });

  it('marks the nav link of the page on screen, whatever its query', () => {
    const html = at(
      '/tournaments/founders-cup-1?tab=rules',
      <>
        <NavLink to="/tournaments/founders-cup-1">cup</NavLink>
        <NavLink to="/tournament-bracket">bracket</NavLink>
        <NavLink to="/">home</NavLink>
      </>,
    );
    expect(html).toContain('<a aria-current="page" href="/tournaments/founders-cup-1">cup</a>');
    expect(html).toContain('<a href="/tournament-bracket">bracket</a>');
    expect(html).toContain('<a href="/">home</a>');
  });

  it("reads the page's path parameters and its search parameters", () => {
    expect(at('/players/Ch%C3%A9ri', <PlayerName />)).toBe('<h1>Chéri</h1>');
    expect(at('/spawn-atlas?type=legendary&type=paradox', <AtlasFilter />)).toBe('<p>legendary,paradox</p>');
  });

  it('refuses to read the parameters of another page', () => {
    expect(() => at('/shop', <PlayerName />)).toThrow('/shop is not a page of /players/:name');
  });

  it('types links against the page table (checked by npm run typecheck)', () => {
    expectTypeOf<'/wiki#ranks'>().toExtend<To>();
    expectTypeOf<'/spawn-atlas?type=legendary'>().toExtend<To>();
    expectTypeOf<'#vote-sites'>().toExtend<To>();
    expectTypeOf<{ search: string }>().toExtend<To>();
    expectTypeOf<'/no-such-page'>().not.toExtend<To>();
    expectTypeOf<'https://example.com/'>().not.toExtend<To>();
    expectTypeOf<{ pathname: '/wikis' }>().not.toExtend<To>();
    expectTypeOf<'/players/Misty'>().toExtend<PathOf<'/players/:name'>>();
    expectTypeOf<'/players'>().not.toExtend<PathOf<'/players/:name'>>();
    expectTypeOf(
      pathTo('/tournaments/:slug', { slug: 'spring-cup' }),
    ).toEqualTypeOf<`/tournaments/${string}`>();
    // @ts-expect-error every parameter of the pattern is required
    expect(pathTo('/tournaments/:slug/rounds/:round', { slug: 'spring-cup' })).toBe(
      '/tournaments/spring-cup/rounds/undefined',
    );
  });
});
