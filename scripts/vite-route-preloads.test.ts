import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE, routePreloads } from './vite-route-preloads';

const root = path.resolve('/site/src/client');
const chunk = (
  fileName: string,
  source: string | null,
  imports: string[],
  isEntry = false,
  dynamicImports: string[] = [],
) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: source && path.join(root, source),
  imports,
  dynamicImports,
  isEntry,
});

function build(
  pageFiles: Record<string, string>,
  chunks: ReturnType<typeof chunk>[],
  firstPaintParts: string[] = [],
) {
  const emitted: { fileName: string; source: string }[] = [];
  const plugin = routePreloads(pageFiles, root, firstPaintParts);
  const context = {
    emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
  (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call(context, {}, bundle);
  return emitted;
}

describe('route preloads', () => {
  it("lists each page's chunk, its imports and the lazy parts its first paint draws, minus what the entry already loads", () => {
    const emitted = build(
      { '/': 'features/home/home-page.tsx', '/shop': 'features/shop/shop-page.tsx' },
      [
        chunk('assets/index-1.js', 'main.tsx', ['assets/react-2.js'], true),
        chunk('assets/react-2.js', null, []),
        chunk(
          'assets/home-page-3.js',
          'features/home/home-page.tsx',
          ['assets/react-2.js', 'assets/card-4.js'],
          false,
          ['assets/arena-6.js'],
        ),
        chunk('assets/card-4.js', null, ['assets/react-2.js']),
        chunk('assets/arena-6.js', 'features/arena/arena-home.tsx', [
          'assets/card-4.js',
          'assets/table-7.js',
        ]),
        chunk('assets/table-7.js', null, []),
        chunk('assets/shop-page-5.js', 'features/shop/shop-page.tsx', [], false, ['assets/checkout-8.js']),
        chunk('assets/checkout-8.js', 'features/shop/checkout-dialog.tsx', ['assets/table-7.js']),
      ],
      ['features/arena/arena-home.tsx'],
    );
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.fileName).toBe(ROUTE_PRELOADS_FILE);
    expect(JSON.parse(emitted[0]!.source)).toEqual({
      '/': ['/assets/home-page-3.js', '/assets/card-4.js', '/assets/arena-6.js', '/assets/table-7.js'],
      // The checkout dialog opens when asked for: not part of the first load.
      '/shop': ['/assets/shop-page-5.js'],
    });
  });

  it('fails the build when a page has no chunk', () => {
    expect(() =>
      build({ '/wiki': 'features/wiki/wiki-page.tsx' }, [chunk('assets/index-1.js', 'main.tsx', [], true)]),
    ).toThrow('No chunk was built for features/wiki/wiki-page.tsx, the page of /wiki.');
  });
});
