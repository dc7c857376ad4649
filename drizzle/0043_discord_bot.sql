CREATE TABLE "discord_role_mappings" (
	"target" text PRIMARY KEY NOT NULL,
	"role_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_check";--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "discord_dms_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_check" CHECK ("outbox_messages"."kind" in ('submission', 'dispute', 'delivery_dead', 'leader_negative', 'discord_dm', 'discord_role'));--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_target_type_check" CHECK ("staff_audit_log"."target_type" in ('submission', 'user', 'tournament', 'tournament_match', 'gym_leader', 'payout', 'delivery', 'game_server', 'incident', 'purchase', 'event', 'content', 'vote', 'season', 'player', 'atlas', 'product', 'store_setting', 'sale', 'discount_code', 'discord_role'));