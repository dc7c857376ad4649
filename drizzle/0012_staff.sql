CREATE TABLE "staff_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" uuid,
	"actor_name" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_audit_log_target_type_check" CHECK ("staff_audit_log"."target_type" in ('submission', 'user')),
	CONSTRAINT "staff_audit_log_actor_check" CHECK (("staff_audit_log"."actor_user_id" is null) = ("staff_audit_log"."actor_name" is null))
);
--> statement-breakpoint
CREATE TABLE "staff_submission_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_submission_notes_kind_check" CHECK ("staff_submission_notes"."kind" in ('gym_leader_application', 'support_ticket', 'bug_report', 'feature_request', 'ban_appeal', 'player_report', 'alpha_signup'))
);
--> statement-breakpoint
CREATE TABLE "staff_submission_reviews" (
	"kind" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"assignee_id" uuid,
	"reply" text,
	"reply_at" timestamp with time zone,
	"reply_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_submission_reviews_kind_submission_id_pk" PRIMARY KEY("kind","submission_id"),
	CONSTRAINT "staff_submission_reviews_kind_check" CHECK ("staff_submission_reviews"."kind" in ('gym_leader_application', 'support_ticket', 'bug_report', 'feature_request', 'ban_appeal', 'player_report', 'alpha_signup')),
	CONSTRAINT "staff_submission_reviews_reply_check" CHECK (("staff_submission_reviews"."reply" is null) = ("staff_submission_reviews"."reply_at" is null))
);
--> statement-breakpoint
ALTER TABLE "staff_submission_notes" ADD CONSTRAINT "staff_submission_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_submission_reviews" ADD CONSTRAINT "staff_submission_reviews_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_submission_reviews" ADD CONSTRAINT "staff_submission_reviews_reply_by_users_id_fk" FOREIGN KEY ("reply_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_log_actor_idx" ON "staff_audit_log" USING btree ("actor_user_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_target_idx" ON "staff_audit_log" USING btree ("target_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_target_type_idx" ON "staff_audit_log" USING btree ("target_type","id");--> statement-breakpoint
CREATE INDEX "staff_submission_notes_submission_idx" ON "staff_submission_notes" USING btree ("kind","submission_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_submission_notes_author_idx" ON "staff_submission_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "staff_submission_reviews_assignee_idx" ON "staff_submission_reviews" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "staff_submission_reviews_reply_by_idx" ON "staff_submission_reviews" USING btree ("reply_by");--> statement-breakpoint
-- The audit log is append-only: nothing, the console included, rewrites or removes its trail.
CREATE OR REPLACE FUNCTION staff_audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only (% refused)', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_append_only BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_append_only();
