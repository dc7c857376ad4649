CREATE TABLE "atlas_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_name" text NOT NULL,
	"entries" jsonb NOT NULL,
	"files" integer NOT NULL,
	"spawns" integer NOT NULL,
	"skipped" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_party" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"last_party_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vote_party_single_row" CHECK ("vote_party"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "atlas_imports_created_at_idx" ON "atlas_imports" USING btree ("created_at");--> statement-breakpoint
-- Vote-party progress reaches open vote pages through the live stream (topic vote_party).
CREATE TRIGGER vote_party_live AFTER INSERT OR UPDATE OR DELETE ON vote_party
  FOR EACH ROW EXECUTE FUNCTION live_notify('id', 'vote_party');
