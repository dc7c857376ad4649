/**
 * Vite build plugin: once the browser build is written (public files included), writes the brotli
 * and gzip copies beside each file, so the server reads them at start-up instead of compressing.
 */
import type { Plugin } from 'vite';
import { precompressFolder } from '../src/server/web/precompressed.ts';

export function precompress(outDir: string): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    // The first-paint (SSR) build is read by the server, never sent to browsers.
    applyToEnvironment: (environment) => environment.name === 'client',
    closeBundle: {
      order: 'post',
      handler() {
        const files = precompressFolder(outDir);
        this.info(`precompressed ${files} files (brotli and gzip beside each)`);
      },
    },
  };
}
