// Edit when the client build changes: entry index.html, output dist/client (and the pages' first
// paint for the server with --ssr), /api proxied in dev, zod/mini a pass-through in production.
import { fileURLToPath } from 'node:url';
import prefresh from '@prefresh/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { pageFromApiServer } from './scripts/vite-dev-page.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { routePreloads } from './scripts/vite-route-preloads.ts';
import { FIRST_PAINT_LAZY_PARTS, PAGE_MODULE_FILES } from './src/client/app/page-modules.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);
const LUCIDE_ES_BUILD = fileURLToPath(
  new URL('./node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url),
);

/**
 * Few, larger chunks instead of dozens of tiny ones (every request costs a phone a round trip):
 * the framework (Preact behind the `react` and `react-dom` aliases, decision 011) and TanStack Query
 * in one; the app's frame (layout, primitives, lib, header); then what two or more pages share. A
 * page's own code stays in its chunk.
 */
const CHUNK_GROUPS = [
  {
    name: 'framework',
    // Not Preact's devtools bridge, which only a page with the devtools' hook fetches (main.tsx).
    test: /node_modules[\\/](?!preact[\\/]devtools[\\/])(react|react-dom|preact|@preact|@tanstack)[\\/]/,
    priority: 30,
  },
  { name: 'frame', tags: ['$initial' as const], priority: 20 },
  // The live stream's client, which nearly every page uses, on its own: small and cached once.
  { name: 'live', test: /src[\\/](client[\\/]features[\\/]live|shared[\\/]arena[\\/]live)/, priority: 15 },
  // The shop's catalog, cart and keys, used by /shop, /ranks and /wiki: one request, not four.
  {
    name: 'shop-shared',
    test: /src[\\/](client[\\/]features|shared)[\\/]shop[\\/][^\\/]+$/,
    minShareCount: 2,
    // Only these modules: what else they import (a badge, icons) stays folded into its pages.
    includeDependenciesRecursively: false,
    priority: 10,
  },
];

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    // Development's hot reload is Preact's (prefresh): React's refresh runtime would accept an edit
    // and redraw nothing, since Preact never reports to it. The build needs only the JSX transform.
    command === 'serve' ? (prefresh() as PluginOption) : react(),
    tailwindcss(),
    routePreloads(
      PAGE_MODULE_FILES,
      fileURLToPath(new URL('./src/client', import.meta.url)),
      FIRST_PAINT_LAZY_PARTS,
    ),
    precompress(fileURLToPath(new URL('./dist/client', import.meta.url))),
    pageFromApiServer(`http://localhost:${apiPort}`),
  ],
  // The JSX runtime through `react` (Preact's compat), as the React plugin sets it for the build.
  oxc: command === 'serve' ? { jsx: { runtime: 'automatic', importSource: 'react' } } : undefined,
  // Prefresh's runtime pre-bundled with the app's Preact: served raw from node_modules it imports a
  // second copy of Preact, hooks into that one and redraws nothing after an edit.
  optimizeDeps: command === 'serve' ? { include: ['@prefresh/core', '@prefresh/utils'] } : undefined,
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
      // The ES build everywhere: the `node` export is CommonJS and would load a second Preact
      // beside the first-paint renderer's, whose hooks then fail (decision 011).
      'lucide-react': LUCIDE_ES_BUILD,
      // Response schemas check answers in development; production ships pass-throughs
      // (docs/decisions/003-response-contracts.md).
      ...(command === 'build' && mode === 'production'
        ? { 'zod/mini': fileURLToPath(new URL('./src/client/lib/zod-mini-pass-through.ts', import.meta.url)) }
        : {}),
    },
  },
  build: isSsrBuild
    ? {
        // The pages' first paint for the server (src/client/prerender.tsx), kept beside the client
        // build in a folder the server does not serve; built after the client, which empties dist/client.
        outDir: fileURLToPath(new URL('./dist/client/.first-paint', import.meta.url)),
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        rollupOptions: { input: fileURLToPath(new URL('./src/client/prerender.tsx', import.meta.url)) },
      }
    : {
        outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
        emptyOutDir: true,
        sourcemap: false,
        target: 'es2022',
        manifest: true,
        // A page's chunks are listed in its HTML (route-preloads) and few after grouping, so the
        // per-import dependency lists Vite would add to the entry are weight without gain.
        modulePreload: false,
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: { groups: CHUNK_GROUPS, experimentalInlineCommonChunks: { maxSize: 6_000 } },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}`, '/healthz': `http://localhost:${apiPort}` },
  },
}));
