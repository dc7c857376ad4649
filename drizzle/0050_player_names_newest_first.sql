-- A player's page finds the newest player with a name in any case, and sitemap.xml reads every name
-- in that order a chunk at a time (decision 030): one index serves both, in the order both read.
DROP INDEX "players_mc_username_lower_idx";--> statement-breakpoint
CREATE INDEX "players_mc_username_lower_created_idx" ON "players" USING btree (lower("mc_username"),"created_at" DESC NULLS FIRST);