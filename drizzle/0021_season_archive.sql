CREATE TABLE "season_archive" (
	"season_number" integer NOT NULL,
	"player_uuid" uuid NOT NULL,
	"name" text,
	"champion" boolean NOT NULL,
	"badges" text[] NOT NULL,
	"rating" integer,
	"wins" integer,
	"losses" integer,
	"started_at" timestamp with time zone,
	CONSTRAINT "season_archive_season_number_player_uuid_pk" PRIMARY KEY("season_number","player_uuid")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"number" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" text
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "season_archive" ADD CONSTRAINT "season_archive_season_number_seasons_number_fk" FOREIGN KEY ("season_number") REFERENCES "public"."seasons"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_target_type_check" CHECK ("staff_audit_log"."target_type" in ('submission', 'user', 'tournament', 'tournament_match', 'gym_leader', 'payout', 'delivery', 'game_server', 'incident', 'purchase', 'event', 'content', 'vote', 'season', 'player'));--> statement-breakpoint
-- The season the site opened with: its badges are the rows already in season1_progression.
INSERT INTO "seasons" ("number", "name", "started_at") VALUES (1, 'Season 1', '2025-10-01T04:00:00Z');
--> statement-breakpoint
-- Archiving a season is shown live on the season page (same topic as the badges).
CREATE TRIGGER seasons_live AFTER INSERT OR UPDATE OR DELETE ON seasons
  FOR EACH ROW EXECUTE FUNCTION live_notify('number', 'season1_progression');
--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_one_open_key" ON "seasons" ((true)) WHERE "archived_at" IS NULL;
