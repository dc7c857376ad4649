-- Arrival order across all tournaments: the waitlist is promoted by it, never by a clock.
CREATE SEQUENCE "tournament_arrival_seq";--> statement-breakpoint
CREATE TABLE "doubles_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"minecraft_username" text NOT NULL,
	"discord_tag" text NOT NULL,
	"email" text NOT NULL,
	"timezone" text NOT NULL,
	"team" json NOT NULL,
	"tera_pokemon_slot" integer DEFAULT 1 NOT NULL,
	"tera_type" text NOT NULL,
	"rules_agreement" boolean NOT NULL,
	"checkin_agreement" boolean NOT NULL,
	"privacy_agreement" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doubles_registrations_tera_slot_check" CHECK ("doubles_registrations"."tera_pokemon_slot" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "tournament_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"round_number" integer NOT NULL,
	"match_number" integer NOT NULL,
	"match_status" text DEFAULT 'pending' NOT NULL,
	"games_won_p1" integer DEFAULT 0 NOT NULL,
	"games_won_p2" integer DEFAULT 0 NOT NULL,
	"is_bye" boolean DEFAULT false NOT NULL,
	"player1_id" uuid,
	"player2_id" uuid,
	"winner_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_matches_status_check" CHECK ("tournament_matches"."match_status" in ('pending', 'in_progress', 'completed')),
	CONSTRAINT "tournament_matches_games_check" CHECK ("tournament_matches"."games_won_p1" >= 0 and "tournament_matches"."games_won_p2" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"minecraft_username" text NOT NULL,
	"discord_tag" text NOT NULL,
	"email" text NOT NULL,
	"timezone" text NOT NULL,
	"pokemon" json DEFAULT '[]'::json NOT NULL,
	"checkin_agreement" boolean NOT NULL,
	"rules_agreement" boolean NOT NULL,
	"streaming_consent" boolean NOT NULL,
	"status" text NOT NULL,
	"registration_slot" integer,
	"arrival" bigint DEFAULT nextval('tournament_arrival_seq') NOT NULL,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_registrations_status_check" CHECK ("tournament_registrations"."status" in ('registered', 'waitlisted', 'withdrawn', 'dropped')),
	CONSTRAINT "tournament_registrations_slot_check" CHECK (("tournament_registrations"."status" = 'registered') = ("tournament_registrations"."registration_slot" is not null) and ("tournament_registrations"."registration_slot" is null or "tournament_registrations"."registration_slot" > 0))
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"cap" integer DEFAULT 16 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone,
	"check_in_minutes" integer DEFAULT 30 NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"rules" json DEFAULT '[]'::json NOT NULL,
	"rewards" json DEFAULT '[]'::json NOT NULL,
	"schedule" json DEFAULT '[]'::json NOT NULL,
	"bracket_generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_format_check" CHECK ("tournaments"."format" in ('singles', 'doubles')),
	CONSTRAINT "tournaments_status_check" CHECK ("tournaments"."status" in ('draft', 'open', 'closed', 'live', 'completed')),
	CONSTRAINT "tournaments_cap_check" CHECK ("tournaments"."cap" between 2 and 256),
	CONSTRAINT "tournaments_check_in_check" CHECK ("tournaments"."check_in_minutes" between 0 and 1440)
);
--> statement-breakpoint
ALTER TABLE "doubles_registrations" ADD CONSTRAINT "doubles_registrations_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubles_registrations" ADD CONSTRAINT "doubles_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_player1_id_tournament_registrations_id_fk" FOREIGN KEY ("player1_id") REFERENCES "public"."tournament_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_player2_id_tournament_registrations_id_fk" FOREIGN KEY ("player2_id") REFERENCES "public"."tournament_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_winner_id_tournament_registrations_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."tournament_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doubles_registrations_user_key" ON "doubles_registrations" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_matches_position_key" ON "tournament_matches" USING btree ("tournament_id","round_number","match_number");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_registrations_user_key" ON "tournament_registrations" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_registrations_slot_key" ON "tournament_registrations" USING btree ("tournament_id","registration_slot") WHERE "tournament_registrations"."registration_slot" is not null;--> statement-breakpoint
CREATE INDEX "tournament_registrations_queue_idx" ON "tournament_registrations" USING btree ("tournament_id","status","arrival");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_slug_key" ON "tournaments" USING btree ("slug");--> statement-breakpoint
CREATE TRIGGER tournaments_live AFTER INSERT OR UPDATE OR DELETE ON tournaments
  FOR EACH ROW EXECUTE FUNCTION live_notify('id', 'tournaments');--> statement-breakpoint
CREATE TRIGGER tournament_registrations_live AFTER INSERT OR UPDATE OR DELETE ON tournament_registrations
  FOR EACH ROW EXECUTE FUNCTION live_notify('tournament_id', 'tournament_registrations');--> statement-breakpoint
CREATE TRIGGER tournament_matches_live AFTER INSERT OR UPDATE OR DELETE ON tournament_matches
  FOR EACH ROW EXECUTE FUNCTION live_notify('tournament_id', 'tournament_matches');--> statement-breakpoint
CREATE TRIGGER doubles_registrations_live AFTER INSERT OR UPDATE OR DELETE ON doubles_registrations
  FOR EACH ROW EXECUTE FUNCTION live_notify('tournament_id', 'doubles_registrations');--> statement-breakpoint
CREATE TRIGGER season1_progression_live AFTER INSERT OR UPDATE OR DELETE ON season1_progression
  FOR EACH ROW EXECUTE FUNCTION live_notify('player_uuid', 'season1_progression');
