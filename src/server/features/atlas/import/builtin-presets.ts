/**
 * Cobblemon's own spawn detail presets (MPL-2.0, see cobblemon-presets/NOTICE.md). A server's pack
 * names them (`natural`, `wild`, `urban`, …) without shipping them, since they live in the mod.
 */
import data from './cobblemon-presets/presets.json' with { type: 'json' };
import { type Preset, presetFileSchema } from './spawn-schema';

export const COBBLEMON_PRESETS: ReadonlyMap<string, Preset> = new Map(
  Object.entries(data).map(([name, preset]) => [name, presetFileSchema.parse(preset)]),
);
