/**
 * Brotli and gzip copies of the client build, written beside each file by the build (`name.br`,
 * `name.gz`), so a restart only reads them. Compressing at the highest brotli level takes seconds
 * for the whole build, which would keep the port closed that long on every start.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Smaller files gain less than the bytes Content-Encoding and Vary cost. */
export const MIN_COMPRESSED_BYTES = 1024;

const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
  '.map',
]);

export const PRECOMPRESSED_SUFFIXES = { br: '.br', gzip: '.gz' } as const;

export const isCompressible = (fileName: string, size: number) =>
  size > MIN_COMPRESSED_BYTES && COMPRESSIBLE_EXTENSIONS.has(path.extname(fileName));

export const isPrecompressedCopy = (fileName: string) =>
  Object.values(PRECOMPRESSED_SUFFIXES).some((suffix) => fileName.endsWith(suffix));

export interface Encoded {
  br: Buffer;
  gzip: Buffer;
}

/** The copies at their smallest: what the build writes once. */
export function compressForBuild(body: Buffer): Encoded {
  return {
    br: zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: zlib.gzipSync(body, { level: 9 }),
  };
}

/**
 * For a file the build did not compress (a build from before this step, a file copied in by hand):
 * fast levels, so start-up stays quick at a few percent more bytes.
 */
export function compressQuickly(body: Buffer): Encoded {
  return {
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: zlib.gzipSync(body, { level: 6 }),
  };
}

/** The build's copies of `file`, when both exist and are not older than the file itself. */
export function readPrecompressed(file: string): Encoded | null {
  const paths = { br: file + PRECOMPRESSED_SUFFIXES.br, gzip: file + PRECOMPRESSED_SUFFIXES.gzip };
  try {
    const modified = fs.statSync(file).mtimeMs;
    if (fs.statSync(paths.br).mtimeMs < modified || fs.statSync(paths.gzip).mtimeMs < modified) return null;
    return { br: fs.readFileSync(paths.br), gzip: fs.readFileSync(paths.gzip) };
  } catch {
    return null;
  }
}

/** Writes the copies beside every compressible file under `root`; dot folders are build metadata. */
export function precompressFolder(root: string): number {
  let written = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (isPrecompressedCopy(entry.name)) continue;
      const body = fs.readFileSync(full);
      if (!isCompressible(entry.name, body.length)) continue;
      const encoded = compressForBuild(body);
      fs.writeFileSync(full + PRECOMPRESSED_SUFFIXES.br, encoded.br);
      fs.writeFileSync(full + PRECOMPRESSED_SUFFIXES.gzip, encoded.gzip);
      written++;
    }
  };
  if (fs.existsSync(root)) walk(root);
  return written;
}
