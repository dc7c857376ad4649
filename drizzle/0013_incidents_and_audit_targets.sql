CREATE TABLE "status_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'incident' NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'investigating' NOT NULL,
	"severity" text DEFAULT 'minor' NOT NULL,
	"components" text[] DEFAULT '{}'::text[] NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_incidents_kind_check" CHECK ("status_incidents"."kind" in ('incident', 'maintenance')),
	CONSTRAINT "status_incidents_state_check" CHECK ("status_incidents"."state" in ('investigating', 'identified', 'monitoring', 'scheduled', 'in_progress', 'resolved', 'completed')),
	CONSTRAINT "status_incidents_severity_check" CHECK ("status_incidents"."severity" in ('minor', 'major', 'critical')),
	CONSTRAINT "status_incidents_ended_check" CHECK (("status_incidents"."state" in ('resolved', 'completed')) = ("status_incidents"."ended_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "status_incidents" ADD CONSTRAINT "status_incidents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "status_incidents_started_idx" ON "status_incidents" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_target_type_check" CHECK ("staff_audit_log"."target_type" in ('submission', 'user', 'tournament', 'tournament_match', 'gym_leader', 'payout', 'delivery', 'game_server', 'incident', 'purchase'));--> statement-breakpoint
CREATE TRIGGER status_incidents_live AFTER INSERT OR UPDATE OR DELETE ON status_incidents
  FOR EACH ROW EXECUTE FUNCTION live_notify('id', 'status_incidents');
