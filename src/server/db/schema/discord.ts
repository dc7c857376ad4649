/**
 * Discord roles that follow the site: an admin maps each target (a rank, the gym-leader seat,
 * staff, registered for a tournament) to a guild role; features/discord queues the changes.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const discordRoleMappings = pgTable('discord_role_mappings', {
  /** `rank:ace`, `gym_leader`, `staff`, `tournament:<uuid>` (shared/discord/roles.ts). */
  target: text('target').primaryKey(),
  role_id: text('role_id').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
