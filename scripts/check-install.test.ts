import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installProblems } from './check-install.mjs';

let root: string;

function writeJson(file: string, value: unknown) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
}

function install(name: string, manifest: Record<string, unknown>, files: string[] = []) {
  const dir = path.join(root, 'node_modules', name);
  writeJson(path.join(dir, 'package.json'), { name, ...manifest });
  for (const file of files) fs.writeFileSync(path.join(dir, file), '');
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-install-'));
  writeJson(path.join(root, 'package-lock.json'), {
    lockfileVersion: 3,
    packages: {
      '': { name: 'site' },
      'node_modules/lucide-react': { version: '1.75.0' },
      'node_modules/pino': { version: '10.4.0', dev: true },
      'node_modules/@esbuild/darwin-arm64': { version: '0.28.2', optional: true },
    },
  });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('installProblems', () => {
  it('accepts a tree that matches the lockfile, without other platforms’ optional packages', () => {
    install('lucide-react', { version: '1.75.0', main: 'dist/index.js' });
    fs.mkdirSync(path.join(root, 'node_modules/lucide-react/dist'));
    fs.writeFileSync(path.join(root, 'node_modules/lucide-react/dist/index.js'), '');
    install('pino', { version: '10.4.0', main: 'pino' }, ['pino.js']);
    expect(installProblems(root)).toEqual([]);
  });

  it('names a missing package, another version and a half-unpacked one', () => {
    install('lucide-react', { version: '1.75.0', main: 'dist/index.js' });
    expect(installProblems(root)).toEqual([
      'node_modules/lucide-react is incomplete (its dist/index.js is missing)',
      'node_modules/pino is missing',
    ]);
    install('pino', { version: '9.0.0' });
    expect(installProblems(root)).toContain('node_modules/pino is 9.0.0, the lockfile wants 10.4.0');
  });

  it('reports a missing node_modules as one problem', () => {
    expect(installProblems(root)).toEqual(['node_modules is missing']);
  });
});
