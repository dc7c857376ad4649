-- The staff notices' queue becomes the one outbox for everything the site sends: the table, its
-- sequence, key, index and checks are renamed, its rows kept; it gains the `discord_dm` kind and the
-- `would_send` state. The players' inbox and their delivery preferences are new.
ALTER TABLE "staff_notifications" RENAME TO "outbox_messages";--> statement-breakpoint
ALTER SEQUENCE "staff_notifications_id_seq" RENAME TO "outbox_messages_id_seq";--> statement-breakpoint
ALTER TABLE "outbox_messages" RENAME CONSTRAINT "staff_notifications_pkey" TO "outbox_messages_pkey";--> statement-breakpoint
ALTER INDEX "staff_notifications_due_idx" RENAME TO "outbox_messages_due_idx";--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "staff_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "staff_notifications_status_check";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_check" CHECK ("outbox_messages"."kind" in ('submission', 'dispute', 'delivery_dead', 'leader_negative', 'discord_dm'));--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_status_check" CHECK ("outbox_messages"."status" in ('pending', 'sent', 'failed', 'would_send'));--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"cause_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_once_per_cause" UNIQUE("user_id","kind","cause_id"),
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('tournament_signup', 'waitlist_promoted', 'check_in_open', 'check_in_closing', 'no_show_dropped', 'match_ready', 'match_result', 'submission_update', 'purchase_delivered', 'gift_received', 'refund', 'payout_recorded', 'ban_changed'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delivery" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('tournament_signup', 'waitlist_promoted', 'check_in_open', 'check_in_closing', 'no_show_dropped', 'match_ready', 'match_result', 'submission_update', 'purchase_delivered', 'gift_received', 'refund', 'payout_recorded', 'ban_changed')),
	CONSTRAINT "notification_preferences_delivery_check" CHECK ("notification_preferences"."delivery" in ('site', 'site_and_discord'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_inbox_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- The inbox's live topic: the bell refetches its count when one of the reader's rows changes.
CREATE TRIGGER notifications_live AFTER INSERT OR UPDATE ON notifications
  FOR EACH ROW EXECUTE FUNCTION live_notify('id', 'notifications');
