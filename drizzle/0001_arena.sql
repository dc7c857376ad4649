CREATE TABLE "elo_ratings" (
	"player_uuid" uuid PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elo_ratings_counts_check" CHECK ("elo_ratings"."wins" >= 0 and "elo_ratings"."losses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('registered', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"kind" text NOT NULL,
	"start_ts" timestamp with time zone NOT NULL,
	"end_ts" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"rewards" json DEFAULT '{}'::json NOT NULL,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('tournament', 'themed', 'raid', 'quick')),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('draft', 'open', 'closed', 'cancelled')),
	CONSTRAINT "events_rewards_check" CHECK (json_typeof("events"."rewards") = 'object'),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" > 0),
	CONSTRAINT "events_period_check" CHECK ("events"."end_ts" is null or "events"."end_ts" >= "events"."start_ts")
);
--> statement-breakpoint
CREATE TABLE "gym_leaders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"display_name" text NOT NULL,
	"element" text NOT NULL,
	"status" text DEFAULT 'offline' NOT NULL,
	"player_id" uuid,
	"badges_awarded" integer DEFAULT 0 NOT NULL,
	"win_rate" real DEFAULT 0 NOT NULL,
	"next_available_ts" timestamp with time zone,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_leaders_element_check" CHECK ("gym_leaders"."element" in ('normal', 'fire', 'water', 'electric', 'grass', 'ice', 'fighting', 'poison', 'ground', 'flying', 'psychic', 'bug', 'rock', 'ghost', 'dragon', 'dark', 'steel', 'fairy')),
	CONSTRAINT "gym_leaders_status_check" CHECK ("gym_leaders"."status" in ('online', 'busy', 'offline')),
	CONSTRAINT "gym_leaders_badges_check" CHECK ("gym_leaders"."badges_awarded" >= 0),
	CONSTRAINT "gym_leaders_win_rate_check" CHECK ("gym_leaders"."win_rate" >= 0 and "gym_leaders"."win_rate" <= 1)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text,
	"gym_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"result" text,
	"leader_uuid" uuid NOT NULL,
	"challenger_uuid" uuid NOT NULL,
	"winner_uuid" uuid,
	"loser_uuid" uuid,
	"leader_delta" integer,
	"challenger_delta" integer
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_leaders" ADD CONSTRAINT "gym_leaders_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "elo_ratings_ladder_idx" ON "elo_ratings" USING btree ("rating" DESC NULLS LAST,"wins" DESC NULLS LAST,"player_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_user_key" ON "event_registrations" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_registrations_user_id_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_start_ts_idx" ON "events" USING btree ("start_ts");--> statement-breakpoint
CREATE UNIQUE INDEX "gym_leaders_player_id_key" ON "gym_leaders" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "gym_leaders_display_name_idx" ON "gym_leaders" USING btree ("display_name");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_external_id_key" ON "matches" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "matches_recent_idx" ON "matches" USING btree ("ended_at" DESC NULLS FIRST,"started_at" DESC NULLS LAST);