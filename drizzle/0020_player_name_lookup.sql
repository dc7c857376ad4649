CREATE INDEX "players_mc_username_lower_idx" ON "players" USING btree (lower("mc_username"));--> statement-breakpoint
CREATE INDEX "matches_leader_ended_idx" ON "matches" USING btree ("leader_uuid","ended_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "matches_challenger_ended_idx" ON "matches" USING btree ("challenger_uuid","ended_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tournament_registrations_mc_name_idx" ON "tournament_registrations" USING btree (lower("minecraft_username"));