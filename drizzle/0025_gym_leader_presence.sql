CREATE TABLE "gym_leader_presence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"leader_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_leader_presence_status_check" CHECK ("gym_leader_presence"."status" in ('online', 'busy', 'offline'))
);
--> statement-breakpoint
ALTER TABLE "gym_leader_presence" ADD CONSTRAINT "gym_leader_presence_leader_id_gym_leaders_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."gym_leaders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gym_leader_presence_leader_at_idx" ON "gym_leader_presence" USING btree ("leader_id","at");