ALTER TABLE "tournament_registrations" ADD COLUMN "seed" integer;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD COLUMN "rating_at_draw" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "seeding" text;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_seed_check" CHECK ("tournament_registrations"."seed" is null or "tournament_registrations"."seed" > 0);--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_seeding_check" CHECK ("tournaments"."seeding" in ('signup', 'rating'));--> statement-breakpoint
-- Brackets drawn before seeding had a choice were drawn by sign-up order: seed them so.
UPDATE "tournaments" SET "seeding" = 'signup' WHERE "bracket_generated_at" IS NOT NULL;--> statement-breakpoint
UPDATE "tournament_registrations" AS r SET "seed" = s.n
FROM (
  SELECT r2."id", row_number() OVER (PARTITION BY r2."tournament_id" ORDER BY r2."registration_slot") AS n
  FROM "tournament_registrations" r2
  JOIN "tournaments" t ON t."id" = r2."tournament_id"
  WHERE t."bracket_generated_at" IS NOT NULL AND r2."status" = 'registered' AND r2."checked_in_at" IS NOT NULL
) AS s
WHERE r."id" = s."id";
