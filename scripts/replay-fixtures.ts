/**
 * npm run replays:fixtures
 * Writes the replay test fixtures: real logs from Showdown's engine (two singles, two doubles),
 * from fixed seeds. Run again only to refresh them; the tests read the files.
 */
import { writeFileSync } from 'node:fs';
import { playShowdownBattle } from '../src/server/features/replays/showdown-battle';

const FIXTURES = [
  { file: 'singles-1.log', format: 'singles', seed: 1 },
  { file: 'singles-2.log', format: 'singles', seed: 2 },
  { file: 'doubles-1.log', format: 'doubles', seed: 3 },
  { file: 'doubles-2.log', format: 'doubles', seed: 4 },
] as const;

for (const fixture of FIXTURES) {
  const log = await playShowdownBattle({
    format: fixture.format,
    seed: fixture.seed,
    players: ['Brock', 'Misty'],
  });
  writeFileSync(new URL(`../src/shared/replays/fixtures/${fixture.file}`, import.meta.url), log);
  process.stdout.write(`${fixture.file}: ${log.split('\n').length} lines\n`);
}
