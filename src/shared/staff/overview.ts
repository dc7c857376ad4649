/**
 * GET /api/staff/overview: the console's first tab, what needs staff now. Each line is counted by
 * the feature that owns it and links to the console tab that handles it, with a few of its items.
 */
import * as z from 'zod/mini';

export const OVERVIEW_KEYS = ['submissions', 'deliveries', 'disputes', 'check_ins', 'notices'] as const;
export type OverviewKey = (typeof OVERVIEW_KEYS)[number];

/** How many items each line shows besides its count. */
export const OVERVIEW_SAMPLE = 3;

export const overviewItem = z.object({ id: z.string(), label: z.string() });

/** A count and up to OVERVIEW_SAMPLE of its items, newest or most urgent first. */
export const overviewCount = z.object({ count: z.number(), items: z.array(overviewItem) });
export type OverviewCount = z.infer<typeof overviewCount>;

export const staffOverviewResponse = z.object({
  submissions: overviewCount,
  deliveries: overviewCount,
  disputes: overviewCount,
  check_ins: overviewCount,
  notices: overviewCount,
});
export type StaffOverviewResponse = z.infer<typeof staffOverviewResponse>;
