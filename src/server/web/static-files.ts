/**
 * The built SPA, loaded into memory at start-up with the brotli and gzip copies the build wrote
 * beside each file (precompressed.ts). The client build is small, and serving from memory keeps
 * static requests off the disk and the event loop.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compressQuickly, isCompressible, isPrecompressedCopy, readPrecompressed } from './precompressed';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticFile {
  body: Buffer;
  type: string;
  br?: Buffer;
  gzip?: Buffer;
  /** Content-hashed names never change, so browsers may keep them for a year. */
  immutable: boolean;
}

export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!fs.existsSync(root)) return files;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      // Build metadata such as .vite/manifest.json is not for browsers.
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      // Served as the Content-Encoding of the file they sit beside, never under their own name.
      if (isPrecompressedCopy(entry.name)) continue;
      const body = fs.readFileSync(full);
      const type = TYPES[path.extname(entry.name)] ?? 'application/octet-stream';
      const urlPath = `/${path.relative(root, full).split(path.sep).join('/')}`;
      const file: StaticFile = { body, type, immutable: urlPath.startsWith('/assets/') };
      if (isCompressible(entry.name, body.length)) {
        Object.assign(file, readPrecompressed(full) ?? compressQuickly(body));
      }
      files.set(urlPath, file);
    }
  };
  walk(root);
  return files;
}

export function pickEncoding(file: StaticFile, acceptEncoding: string | undefined) {
  const accept = acceptEncoding ?? '';
  if (file.br && /\bbr\b/.test(accept)) return { body: file.br, encoding: 'br' as const };
  if (file.gzip && /\bgzip\b/.test(accept)) return { body: file.gzip, encoding: 'gzip' as const };
  return { body: file.body, encoding: undefined };
}
