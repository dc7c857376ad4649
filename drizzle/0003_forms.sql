CREATE TABLE "ban_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"minecraft_username" text NOT NULL,
	"discord_username" text,
	"ban_reason" text NOT NULL,
	"appeal_reason" text NOT NULL,
	"additional_info" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ban_appeals_status_check" CHECK ("ban_appeals"."status" in ('new', 'in_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "bug_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"steps_to_reproduce" text,
	"expected_behavior" text,
	"actual_behavior" text,
	"minecraft_version" text,
	"mod_version" text,
	"severity" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bug_reports_status_check" CHECK ("bug_reports"."status" in ('new', 'in_review', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "feature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"use_case" text,
	"priority" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_requests_status_check" CHECK ("feature_requests"."status" in ('new', 'in_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "form_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_leader_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"discord_username" text,
	"minecraft_username" text NOT NULL,
	"email" text NOT NULL,
	"timezone" text NOT NULL,
	"age_confirmed" boolean NOT NULL,
	"age_number" integer,
	"available_days" text[] NOT NULL,
	"available_times" text[] NOT NULL,
	"gym_primary" text NOT NULL,
	"gym_secondary" text,
	"years_experience" integer NOT NULL,
	"tournament_experience" text,
	"highest_ranking" text,
	"team_building_philosophy" text NOT NULL,
	"discord_management_experience" boolean NOT NULL,
	"status_update_comfort" boolean NOT NULL,
	"conflict_response" text NOT NULL,
	"why_join" text NOT NULL,
	"creating_experience" text NOT NULL,
	"promotion_strategy" text NOT NULL,
	"revenue_acknowledgement" boolean NOT NULL,
	"rules_acknowledgement" boolean NOT NULL,
	"uploads" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_leader_applications_status_check" CHECK ("gym_leader_applications"."status" in ('new', 'in_review', 'accepted', 'rejected')),
	CONSTRAINT "gym_leader_applications_years_check" CHECK ("gym_leader_applications"."years_experience" >= 0),
	CONSTRAINT "gym_leader_applications_age_check" CHECK ("gym_leader_applications"."age_number" is null or "gym_leader_applications"."age_number" >= 18)
);
--> statement-breakpoint
CREATE TABLE "player_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_user_id" uuid NOT NULL,
	"reported_username" text NOT NULL,
	"report_type" text NOT NULL,
	"description" text NOT NULL,
	"evidence_links" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_reports_status_check" CHECK ("player_reports"."status" in ('new', 'in_review', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('new', 'in_review', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"player_name" text NOT NULL,
	"email" text NOT NULL,
	"discord_username" text NOT NULL,
	"minecraft_username" text,
	"why_join" text NOT NULL,
	"most_excited_feature" text NOT NULL,
	"community_enhancement" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_status_check" CHECK ("waitlist"."status" in ('new', 'in_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"player_uuid" uuid NOT NULL,
	"command" text NOT NULL,
	"require_online" boolean DEFAULT true NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"hand_outs" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_expires_at" timestamp with time zone,
	"leased_by" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "deliveries_status_check" CHECK ("deliveries"."status" in ('pending', 'leased', 'delivered', 'dead'))
);
--> statement-breakpoint
CREATE TABLE "game_servers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "link_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"player_uuid" uuid
);
--> statement-breakpoint
ALTER TABLE "ban_appeals" ADD CONSTRAINT "ban_appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD CONSTRAINT "feature_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_uploads" ADD CONSTRAINT "form_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_uploads" ADD CONSTRAINT "form_uploads_application_id_gym_leader_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."gym_leader_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_leader_applications" ADD CONSTRAINT "gym_leader_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_reports" ADD CONSTRAINT "player_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_leased_by_game_servers_id_fk" FOREIGN KEY ("leased_by") REFERENCES "public"."game_servers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_codes" ADD CONSTRAINT "link_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ban_appeals_user_id_idx" ON "ban_appeals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ban_appeals_status_idx" ON "ban_appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bug_reports_user_id_idx" ON "bug_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bug_reports_status_idx" ON "bug_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feature_requests_user_id_idx" ON "feature_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feature_requests_status_idx" ON "feature_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "form_uploads_user_id_idx" ON "form_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "form_uploads_application_id_idx" ON "form_uploads" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "form_uploads_pending_idx" ON "form_uploads" USING btree ("created_at") WHERE "form_uploads"."application_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "form_uploads_storage_key_key" ON "form_uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "gym_leader_applications_user_id_idx" ON "gym_leader_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "gym_leader_applications_status_idx" ON "gym_leader_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "player_reports_reporter_user_id_idx" ON "player_reports" USING btree ("reporter_user_id","created_at");--> statement-breakpoint
CREATE INDEX "player_reports_status_idx" ON "player_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_user_id_idx" ON "support_tickets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_user_id_key" ON "waitlist" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "waitlist_status_idx" ON "waitlist" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_idempotency_key_key" ON "deliveries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "deliveries_player_idx" ON "deliveries" USING btree ("player_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "game_servers_name_key" ON "game_servers" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "game_servers_token_hash_key" ON "game_servers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "link_codes_user_id_idx" ON "link_codes" USING btree ("user_id","created_at" DESC NULLS LAST);