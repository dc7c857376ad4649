/** The console's Atlas tab: what a dry run reports, and the imports it lists. */
import * as z from 'zod/mini';
import { ATLAS_CATEGORIES } from '../types';

export const atlasImportReport = z.object({
  files: z.number(),
  spawns: z.number(),
  species: z.number(),
  skipped: z.number(),
  /** Every species the pack adds, sorted by name. */
  species_list: z.array(z.object({ id: z.string(), name: z.string(), category: z.enum(ATLAS_CATEGORIES) })),
  /** Every skipped file, spawn or value, by file and field. */
  problems: z.array(z.object({ file: z.string(), field: z.string(), message: z.string() })),
  /** Fields of the pack's spawns the atlas does not read, by name. */
  ignored_fields: z.array(z.object({ field: z.string(), count: z.number(), first_file: z.string() })),
  /** The presets the spawns name, from the pack or Cobblemon's own, with their conditions in words. */
  presets: z.array(
    z.object({ name: z.string(), source: z.enum(['pack', 'cobblemon']), conditions: z.array(z.string()) }),
  ),
});
export type AtlasImportReport = z.infer<typeof atlasImportReport>;

/** POST /api/staff/atlas/imports/dry-run: the report, nothing written. */
export const atlasDryRunResponse = z.object({ source_name: z.string(), report: atlasImportReport });
export type AtlasDryRunResponse = z.infer<typeof atlasDryRunResponse>;

export const atlasImportSummary = z.object({
  id: z.string(),
  source_name: z.string(),
  files: z.number(),
  spawns: z.number(),
  species: z.number(),
  skipped: z.number(),
  /** Who imported it; null from the command line. */
  imported_by: z.nullable(z.string()),
  created_at: z.string(),
  published_at: z.string(),
  /** The one the site serves. */
  current: z.boolean(),
});
export type AtlasImportSummary = z.infer<typeof atlasImportSummary>;

/** GET /api/staff/atlas/imports, and the answer of a publish or restore. */
export const atlasImportsResponse = z.object({ imports: z.array(atlasImportSummary) });
export type AtlasImportsResponse = z.infer<typeof atlasImportsResponse>;

/** The largest .zip the console takes, packed: Cobblemon's whole spawn data zips to a few MB. */
export const MAX_ATLAS_UPLOAD_BYTES = 32 * 1024 * 1024;
