CREATE TABLE "bans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"banned_by" uuid,
	"banned_by_name" text NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" uuid,
	"lifted_by_name" text,
	"lift_reason" text,
	CONSTRAINT "bans_ends_after_start_check" CHECK ("bans"."ends_at" is null or "bans"."ends_at" > "bans"."starts_at"),
	CONSTRAINT "bans_lift_check" CHECK (("bans"."lifted_at" is null) = ("bans"."lift_reason" is null) and ("bans"."lifted_at" is null) = ("bans"."lifted_by_name" is null))
);
--> statement-breakpoint
ALTER TABLE "bans" ADD CONSTRAINT "bans_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bans" ADD CONSTRAINT "bans_banned_by_users_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bans" ADD CONSTRAINT "bans_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bans_player_idx" ON "bans" USING btree ("player_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bans_unlifted_idx" ON "bans" USING btree ("player_id") WHERE "bans"."lifted_at" is null;