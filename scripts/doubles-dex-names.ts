/**
 * Writes src/shared/doubles/dex-names.json, the names the doubles form suggests, from the Pokédex.
 * Run after updating @pkmn/dex: npm run doubles:dex-names
 */
import fs from 'node:fs';
import { buildDexNames } from '../src/shared/doubles/dex-names-source';

const target = new URL('../src/shared/doubles/dex-names.json', import.meta.url);
fs.writeFileSync(target, `${JSON.stringify(buildDexNames(), null, 2)}\n`);
console.info(`wrote ${target.pathname}`);
