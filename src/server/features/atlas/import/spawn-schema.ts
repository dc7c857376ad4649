/**
 * The shape of Cobblemon spawn files, as loose as Cobblemon itself: unknown keys are kept, and
 * only what the atlas reads is checked, so a newer Cobblemon field does not reject a file.
 */
import { z } from 'zod';

const ids = z.array(z.string());
const num = z.coerce.number();

export const conditionSchema = z
  .object({
    biomes: ids.optional(),
    structures: ids.optional(),
    neededNearbyBlocks: ids.optional(),
    neededBaseBlocks: ids.optional(),
    minSkyLight: num.optional(),
    maxSkyLight: num.optional(),
    minLight: num.optional(),
    maxLight: num.optional(),
    canSeeSky: z.boolean().optional(),
    timeRange: z.string().optional(),
    isRaining: z.boolean().optional(),
    isThundering: z.boolean().optional(),
    moonPhase: z.union([z.string(), z.number()]).optional(),
    minY: num.optional(),
    maxY: num.optional(),
    fluid: z.string().optional(),
  })
  .loose();
export type SpawnCondition = z.infer<typeof conditionSchema>;

const multiplierSchema = z.object({ multiplier: num, condition: conditionSchema.optional() }).loose();

export const spawnSchema = z
  .object({
    id: z.string().optional(),
    pokemon: z.string({ error: 'is required (the species and its aspects, like "vulpix alolan")' }).min(1),
    type: z.string().optional(),
    bucket: z.enum(['common', 'uncommon', 'rare', 'ultra-rare'], {
      error: 'must be common, uncommon, rare or ultra-rare',
    }),
    level: z.union([z.string().regex(/^\d+(-\d+)?$/, 'must look like 5 or 5-32'), z.number().int()]),
    weight: num.refine((n) => n >= 0, 'must not be negative'),
    context: z.string().optional(),
    spawnablePositionType: z.string().optional(),
    presets: ids.optional(),
    condition: conditionSchema.optional(),
    anticondition: conditionSchema.optional(),
    weightMultiplier: multiplierSchema.optional(),
    weightMultipliers: z.array(multiplierSchema).optional(),
  })
  .loose();
export type Spawn = z.infer<typeof spawnSchema>;

export const poolFileSchema = z
  .object({
    enabled: z.boolean().optional(),
    spawns: z.array(z.unknown(), { error: 'must be a list of spawns' }),
  })
  .loose();

export const presetFileSchema = z
  .object({
    context: z.string().optional(),
    spawnablePositionType: z.string().optional(),
    condition: conditionSchema.optional(),
    anticondition: conditionSchema.optional(),
  })
  .loose();
export type Preset = z.infer<typeof presetFileSchema>;

/** 'spawns[2].condition.minY' from a zod issue path. */
export function fieldPath(prefix: string, issuePath: readonly PropertyKey[]): string {
  let out = prefix;
  for (const part of issuePath)
    out += typeof part === 'number' ? `[${part}]` : `${out ? '.' : ''}${String(part)}`;
  return out || '(file)';
}
