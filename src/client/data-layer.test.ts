/**
 * The client reaches the server one way: a feature's API modules (`.ts` files: query options
 * built from the feature's key factory in `query-keys.ts`, and mutation hooks) call `api`;
 * components (`.tsx`) only use those. Console forms hold their state in `useZodForm`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLIENT = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(CLIENT).map((path) => ({
  file: relative(CLIENT, path).replaceAll('\\', '/'),
  text: readFileSync(path, 'utf8'),
}));

/** The files whose text matches, each with its first matching line. */
function offenders(pattern: RegExp, only: (file: string) => boolean = () => true) {
  return files
    .filter(({ file, text }) => only(file) && pattern.test(text))
    .map(
      ({ file, text }) =>
        `${file}: ${text
          .split('\n')
          .find((line) => pattern.test(line))
          ?.trim()}`,
    );
}

describe('the client data layer', () => {
  it('writes no query key by hand: keys come from the key factories', () => {
    expect(offenders(/queryKey:\s*\[/)).toEqual([]);
  });

  it('keeps every key factory in a query-keys.ts file', () => {
    expect(offenders(/export const \w+Keys\s*=/, (file) => !file.endsWith('/query-keys.ts'))).toEqual([]);
  });

  it('calls the API from API modules only, never from a component file', () => {
    const component = (file: string) => file.endsWith('.tsx');
    expect(offenders(/\bapi(\.(get|post|put|patch|delete))?\s*\(/, component)).toEqual([]);
    expect(offenders(/import \{[^}]*\bapi\b[^}]*\} from '[./]*lib\/api'/, component)).toEqual([]);
  });

  it('calls every endpoint, the console’s included, through its row of the endpoint table', () => {
    // `api` has no path-and-schema form any more; this keeps a hand-written path from coming back.
    const byPath = /\bapi\.(get|post|put|patch|delete)\s*\(/;
    expect(offenders(byPath)).toEqual([]);
  });

  it('gives every console form its state through useZodForm', () => {
    // The console's shell and the panels features give it (their console/ folders, the page texts' editor).
    const inConsole = (file: string) =>
      (file.startsWith('features/staff/') ||
        /^features\/[^/]+\/console\//.test(file) ||
        file === 'features/content/content-panel.tsx') &&
      file.endsWith('.tsx');
    const forms = files.filter(({ file, text }) => inConsole(file) && /<form\b/.test(text));
    expect(forms.filter(({ text }) => !/\buseZodForm\(/.test(text)).map(({ file }) => file)).toEqual([]);
    // Field messages kept by hand are the mark of a form beside the hook.
    expect(offenders(/useState<Record<string, string>>/, inConsole)).toEqual([]);
  });
});
