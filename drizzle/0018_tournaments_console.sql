ALTER TABLE "tournaments" DROP CONSTRAINT "tournaments_status_check";--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "registration_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "waitlist" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "team_rules" text DEFAULT 'founders-cup' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "champion_registration_id" uuid;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "crowned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "practice_of" uuid;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_champion_registration_id_tournament_registrations_id_fk" FOREIGN KEY ("champion_registration_id") REFERENCES "public"."tournament_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_practice_of_tournaments_id_fk" FOREIGN KEY ("practice_of") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_team_rules_check" CHECK ("tournaments"."team_rules" in ('founders-cup', 'mid-season-doubles'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_cancel_reason_check" CHECK (("tournaments"."status" = 'cancelled') = ("tournaments"."cancel_reason" is not null));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_status_check" CHECK ("tournaments"."status" in ('draft', 'open', 'closed', 'live', 'completed', 'cancelled'));--> statement-breakpoint
UPDATE "tournaments" SET "team_rules" = 'mid-season-doubles' WHERE "format" = 'doubles';