/**
 * A miniature client build (the page shell and a stand-in for the first-paint module), so tests of
 * the pages the server sends need no Vite build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SiteBuild {
  dir: string;
  remove(): void;
}

export function miniatureSiteBuild(): SiteBuild {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><title>x</title>\n<meta name="description" content="" />\n' +
      '<script id="site-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>',
  );
  // Draws the address it is given: enough to see which pages are drawn, and with what data.
  fs.mkdirSync(path.join(dir, '.first-paint'));
  fs.writeFileSync(
    path.join(dir, '.first-paint', 'prerender.js'),
    `export function configure() {}
export async function renderFirstPaint(pathname) { return '<h1>' + pathname + '</h1>'; }`,
  );
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
