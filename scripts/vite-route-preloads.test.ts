import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lowPriorityEntry, ROUTE_PRELOADS_FILE, routePreloads } from './vite-route-preloads';

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

describe("the entry's script in index.html", () => {
  const html = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="stylesheet" crossorigin href="/assets/client-9.css">',
    '</head>',
  ].join('\n');

  function transform(chunks: ReturnType<typeof chunk>[]) {
    const plugin = routePreloads({}, root);
    const hook = plugin.transformIndexHtml as {
      handler: (html: string, context: { bundle?: unknown; chunk?: unknown }) => string;
    };
    const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
    return hook.handler(html, { bundle, chunk: chunks.find((c) => c.isEntry) });
  }

  it('is fetched at low priority, with every chunk it imports preloaded beside it at low priority', () => {
    const out = transform([
      chunk('assets/index-1.js', 'main.tsx', ['assets/client-2.js'], true),
      chunk('assets/client-2.js', null, ['assets/framework-3.js', 'assets/runtime-4.js']),
      chunk('assets/framework-3.js', null, ['assets/runtime-4.js']),
      chunk('assets/runtime-4.js', null, []),
      chunk('assets/home-page-5.js', 'features/home/home-page.tsx', ['assets/framework-3.js']),
    ]);
    expect(out).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>',
    );
    const preloaded = [
      ...out.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g),
    ];
    expect(preloaded.map((m) => m[1])).toEqual([
      '/assets/client-2.js',
      '/assets/framework-3.js',
      '/assets/runtime-4.js',
    ]);
    // The stylesheet is left as it was: it is what the first paint waits for.
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/client-9.css">');
  });

  it('fails the build when Vite wrote the entry in a way it does not recognise', () => {
    expect(() => lowPriorityEntry(html, 'assets/other-1.js', [])).toThrow(
      'index.html has no module script for assets/other-1.js',
    );
  });
});
