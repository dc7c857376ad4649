/**
 * The JavaScript a browser downloads to show `/`: the entry chunk, the app it starts once the
 * first paint is on screen (app/start.tsx), the home page's lazy chunk, and everything each of
 * them imports statically, read from Vite's manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

export const APP_START_SOURCE = 'app/start.tsx';

export function firstLoadFiles(clientDir: string, pageSource: string): string[] {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const source of [APP_START_SOURCE, pageSource]) {
    if (!manifest[source]) throw new Error(`${source} is not in the client build's manifest.`);
    visit(source);
  }
  return [...files].filter((f) => f.endsWith('.js'));
}

export function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}
