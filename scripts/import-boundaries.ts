/**
 * The import boundaries of src/ (ARCHITECTURE.md, "Dependencies run one way"), checked on resolved
 * paths rather than on how an import is spelled: a relative path from any depth, the @shared,
 * @client and @server aliases, and dynamic imports all land on the same file. Edit when the layout
 * or its rules change; scripts/check-boundaries.ts runs it over the tree (npm run lint).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface BoundaryViolation {
  file: string;
  specifier: string;
  rule: string;
}

const ALIASES: Record<string, string> = {
  '@shared/': 'src/shared/',
  '@client/': 'src/client/',
  '@server/': 'src/server/',
};

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository path an import points at, or undefined for a package. */
function resolveSpecifier(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  const bare = specifier.replace(/\?.*$/, '');
  const alias = Object.keys(ALIASES).find((prefix) => bare.startsWith(prefix));
  let target: string;
  if (alias) target = ALIASES[alias] + bare.slice(alias.length);
  else if (bare.startsWith('.')) target = path.posix.join(path.posix.dirname(from), bare);
  else return undefined;
  // Without the file on disk (a typo, a deleted file) the path itself still says where it points.
  return EXTENSIONS.map((ext) => target + ext).find((candidate) => files.has(candidate)) ?? target;
}

interface Place {
  side: 'shared' | 'server' | 'client' | 'other';
  /** The feature folder, for files under src/<side>/features/<feature>/. */
  feature?: string;
  /** The path inside that feature folder. */
  inFeature?: string;
}

function placeOf(file: string): Place {
  const match = /^src\/(shared|server|client)\/(?:features\/([^/]+)\/(.+))?/.exec(file);
  if (!match) return { side: 'other' };
  return { side: match[1] as Place['side'], feature: match[2], inFeature: match[3] };
}

const PUBLIC_ENTRY = /^(index|lazy)\.tsx?$/;
/** What features build on; the app, main, seed and the command-line tools compose features instead. */
const LOWER_LAYERS = /^src\/(server\/(lib|db\/schema)|client\/(lib|components))\//;

/** Why importing `target` from `file` breaks a boundary, or undefined when it may. */
function ruleBroken(file: string, target: string): string | undefined {
  const from = placeOf(file);
  const to = placeOf(target);
  if (from.side === 'shared' && (to.side === 'server' || to.side === 'client')) {
    return 'shared code imports nothing from the server or the client';
  }
  if (from.side === 'client' && to.side === 'server') return 'the client imports nothing from the server';
  if (from.side === 'server' && to.side === 'client') return 'the server imports nothing from the client';
  if (from.feature && target === 'src/server/app.ts') {
    return 'a feature does not import the app that mounts it (server/app.ts)';
  }
  if (from.feature && from.side === 'client' && target.startsWith('src/client/app/')) {
    return 'a feature does not import the app that composes it (client/app/)';
  }
  if (to.feature && LOWER_LAYERS.test(file)) {
    return 'cross-cutting code (lib, components, the database schema) imports no feature';
  }
  if (from.feature && to.feature && from.feature !== to.feature && !PUBLIC_ENTRY.test(to.inFeature ?? '')) {
    return `another feature is reached through its public entry: import from features/${to.feature} (or features/${to.feature}/lazy for parts loaded on demand)`;
  }
  return undefined;
}

/** Every import in `files` (repository path → source) that crosses a boundary it may not. */
export function findBoundaryViolations(files: ReadonlyMap<string, string>): BoundaryViolation[] {
  const paths = new Set(files.keys());
  const violations: BoundaryViolation[] = [];
  for (const [file, source] of files) {
    if (!file.startsWith('src/')) continue;
    const { importedFiles } = ts.preProcessFile(source, true, true);
    for (const { fileName: specifier } of importedFiles) {
      const target = resolveSpecifier(file, specifier, paths);
      const rule = target && ruleBroken(file, target);
      if (rule) violations.push({ file, specifier, rule });
    }
  }
  return violations;
}

/** Every TypeScript source under `folder`, by repository path (forward slashes). */
export function readSourceTree(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ts|tsx|mts)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name).split(path.sep).join('/');
    files.set(file, fs.readFileSync(file, 'utf8'));
  }
  return files;
}
