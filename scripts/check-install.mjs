// npm start runs this before the build: an interrupted `npm install` leaves packages missing or
// half-written, and the build would then fail with hundreds of unresolved imports instead of one
// clear sentence. Plain Node with no dependencies, since the dependencies are what may be broken.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** A package whose declared entry file is gone was only partly unpacked. */
function entryMissing(dir, manifest) {
  if (typeof manifest.main !== 'string' || manifest.main.trim() === '') return false;
  const main = path.join(dir, manifest.main);
  const candidates = [main, `${main}.js`, `${main}.cjs`, `${main}.json`, path.join(main, 'index.js')];
  return !candidates.some((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** What differs between node_modules and package-lock.json under `root` (empty when they match). */
export function installProblems(root) {
  const lock = readJson(path.join(root, 'package-lock.json'));
  if (!lock?.packages) return ['package-lock.json is missing or unreadable'];
  if (!fs.existsSync(path.join(root, 'node_modules'))) return ['node_modules is missing'];
  const problems = [];
  for (const [location, locked] of Object.entries(lock.packages)) {
    if (!location.startsWith('node_modules/') || locked.link) continue;
    const dir = path.join(root, location);
    const manifest = readJson(path.join(dir, 'package.json'));
    if (!manifest) {
      // Platform-specific optional packages (esbuild's, for instance) are skipped on other systems.
      if (!locked.optional && !locked.devOptional) problems.push(`${location} is missing`);
      continue;
    }
    if (locked.version && manifest.version !== locked.version) {
      problems.push(`${location} is ${manifest.version}, the lockfile wants ${locked.version}`);
    } else if (entryMissing(dir, manifest)) {
      problems.push(`${location} is incomplete (its ${manifest.main} is missing)`);
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = installProblems(process.cwd());
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).map((problem) => `  - ${problem}`);
    if (problems.length > shown.length) shown.push(`  … and ${problems.length - shown.length} more`);
    console.error(
      `The installed packages do not match package-lock.json (an interrupted npm install?):\n${shown.join('\n')}\n\n` +
        'Delete node_modules and install again:\n\n  rm -rf node_modules && npm install\n',
    );
    process.exit(1);
  }
}
