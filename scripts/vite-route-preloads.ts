/**
 * Vite build plugin: writes `.vite/route-preloads.json`, the chunks each page route needs beyond
 * the entry's own, its lazy parts included. The server lists them in the page's HTML and the
 * entry (main.tsx) preloads them with the app, so the page's code does not wait for the app to run.
 *
 * It also lists the entry's own imports in index.html, so they are fetched beside the entry rather
 * than after it, all at low priority: the server draws the first paint, so only the stylesheet
 * should hold it up, and the code that hydrates it follows.
 */
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export function routePreloads(
  pageFiles: Record<string, string>,
  clientRoot: string,
  firstPaintParts: readonly string[] = [],
): Plugin {
  const drawnAtOnce = new Set(firstPaintParts.map((file) => path.resolve(clientRoot, file)));
  return {
    name: 'route-preloads',
    apply: 'build',
    // Only the browser build has chunks to preload; the first-paint (SSR) build does not.
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rollup.OutputChunk => item.type === 'chunk',
      );
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const dep of byFileName.get(fileName)?.imports ?? []) withImports(dep, into);
        return into;
      };
      const loadedWithEntry = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName, loadedWithEntry);

      const preloads: Record<string, string[]> = {};
      for (const [route, file] of Object.entries(pageFiles)) {
        const source = path.resolve(clientRoot, file);
        const chunk = chunks.find((c) => c.facadeModuleId && path.resolve(c.facadeModuleId) === source);
        if (!chunk) this.error(`No chunk was built for ${file}, the page of ${route}.`);
        // The page's lazy parts that its first paint draws too: fetched before the page hydrates,
        // they hydrate with it instead of after the session and data have changed what they show.
        // Parts opened by the reader (dialogs, drawers) stay out of the first load.
        const files = withImports(chunk.fileName);
        for (const lazyPart of chunk.dynamicImports) {
          const facade = byFileName.get(lazyPart)?.facadeModuleId;
          if (facade && drawnAtOnce.has(path.resolve(facade))) withImports(lazyPart, files);
        }
        preloads[route] = [...files]
          .filter((fileName) => !loadedWithEntry.has(fileName))
          .map((fileName) => `/${fileName}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const byFileName = new Map(
          Object.values(bundle).flatMap((item) =>
            item.type === 'chunk' ? [[item.fileName, item] as const] : [],
          ),
        );
        const imports = new Set<string>();
        const collect = (fileName: string) => {
          for (const dep of byFileName.get(fileName)?.imports ?? []) {
            if (imports.has(dep)) continue;
            imports.add(dep);
            collect(dep);
          }
        };
        collect(chunk.fileName);
        return lowPriorityEntry(html, chunk.fileName, [...imports]);
      },
    },
  };
}

/**
 * The entry's script tag at low priority, followed by a low-priority module preload of each chunk
 * it imports. Throws when the entry's tag is not in the page (Vite changed how it writes it).
 */
export function lowPriorityEntry(html: string, entryFile: string, importFiles: readonly string[]): string {
  const tag = `<script type="module" crossorigin src="/${entryFile}"></script>`;
  if (!html.includes(tag)) throw new Error(`index.html has no module script for ${entryFile}`);
  const preloads = importFiles.map(
    (file) => `\n    <link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
  );
  return html.replace(
    tag,
    () =>
      `<script type="module" fetchpriority="low" crossorigin src="/${entryFile}"></script>${preloads.join('')}`,
  );
}
