CREATE TABLE "content_blocks" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"revision_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid,
	"author_name" text,
	"restored_from" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_permissions" (
	"user_id" uuid NOT NULL,
	"permission" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission"),
	CONSTRAINT "staff_permissions_permission_check" CHECK ("staff_permissions"."permission" in ('editor'))
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_key_content_blocks_key_fk" FOREIGN KEY ("key") REFERENCES "public"."content_blocks"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_permissions" ADD CONSTRAINT "staff_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_key_idx" ON "content_revisions" USING btree ("key","id");--> statement-breakpoint
CREATE INDEX "content_revisions_author_idx" ON "content_revisions" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_target_type_check" CHECK ("staff_audit_log"."target_type" in ('submission', 'user', 'tournament', 'tournament_match', 'gym_leader', 'payout', 'delivery', 'game_server', 'incident', 'purchase', 'event', 'content'));--> statement-breakpoint
-- Open pages hear a publish at once (topic content).
CREATE TRIGGER content_blocks_live AFTER INSERT OR UPDATE OR DELETE ON content_blocks
  FOR EACH ROW EXECUTE FUNCTION live_notify('key', 'content');
