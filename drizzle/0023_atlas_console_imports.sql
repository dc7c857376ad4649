ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "atlas_imports" ADD COLUMN "report" jsonb;--> statement-breakpoint
ALTER TABLE "atlas_imports" ADD COLUMN "imported_by" uuid;--> statement-breakpoint
ALTER TABLE "atlas_imports" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "atlas_imports" ADD CONSTRAINT "atlas_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "atlas_imports_published_at_idx" ON "atlas_imports" USING btree ("published_at");--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_target_type_check" CHECK ("staff_audit_log"."target_type" in ('submission', 'user', 'tournament', 'tournament_match', 'gym_leader', 'payout', 'delivery', 'game_server', 'incident', 'purchase', 'event', 'content', 'vote', 'season', 'player', 'atlas'));--> statement-breakpoint
-- Imports made before the console were published when they were made.
UPDATE "atlas_imports" SET "published_at" = "created_at";--> statement-breakpoint
-- Open atlas pages hear a publish or a restore at once.
CREATE TRIGGER atlas_imports_live AFTER INSERT OR UPDATE ON atlas_imports
  FOR EACH ROW EXECUTE FUNCTION live_notify('id', 'atlas');
