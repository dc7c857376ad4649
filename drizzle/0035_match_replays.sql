CREATE TABLE "match_replays" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"log" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_replays" ADD CONSTRAINT "match_replays_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;