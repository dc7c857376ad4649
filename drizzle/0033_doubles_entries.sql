ALTER TABLE "tournament_matches" DROP CONSTRAINT "tournament_matches_player1_id_tournament_registrations_id_fk";
--> statement-breakpoint
ALTER TABLE "tournament_matches" DROP CONSTRAINT "tournament_matches_player2_id_tournament_registrations_id_fk";
--> statement-breakpoint
ALTER TABLE "tournament_matches" DROP CONSTRAINT "tournament_matches_winner_id_tournament_registrations_id_fk";
--> statement-breakpoint
ALTER TABLE "tournaments" DROP CONSTRAINT "tournaments_champion_registration_id_tournament_registrations_id_fk";
--> statement-breakpoint
ALTER TABLE "doubles_registrations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doubles_registrations" ADD COLUMN "seed" integer;--> statement-breakpoint
ALTER TABLE "doubles_registrations" ADD COLUMN "rating_at_draw" integer;--> statement-breakpoint
ALTER TABLE "doubles_registrations" ADD CONSTRAINT "doubles_registrations_seed_check" CHECK ("doubles_registrations"."seed" is null or "doubles_registrations"."seed" > 0);