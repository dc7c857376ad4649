CREATE TABLE "staff_notification_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_notification_settings_single_row" CHECK ("staff_notification_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "staff_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "staff_notifications_kind_check" CHECK ("staff_notifications"."kind" in ('submission', 'dispute', 'delivery_dead', 'leader_negative')),
	CONSTRAINT "staff_notifications_status_check" CHECK ("staff_notifications"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "staff_notifications_due_idx" ON "staff_notifications" USING btree ("status","next_attempt_at");--> statement-breakpoint
INSERT INTO "staff_notification_settings" ("id", "enabled") VALUES (true, false);--> statement-breakpoint
-- Staff notices are added by triggers, in the transaction of what caused them, so every path that
-- writes one of these rows (a form, the webhook, the game-server API, the CLI) is covered and a
-- notice commits or rolls back with its cause. Nothing is added while notifications are off.
CREATE FUNCTION staff_notice(notice_kind text, notice_subject text, notice_payload jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM staff_notification_settings WHERE enabled) THEN
    INSERT INTO staff_notifications (kind, subject_id, payload)
    VALUES (notice_kind, notice_subject, notice_payload);
  END IF;
END;
$$;
--> statement-breakpoint
-- A new form submission; the argument is the form kind (shared/forms/submissions.ts).
CREATE FUNCTION staff_notice_submission() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM staff_notice(
    'submission',
    TG_ARGV[0] || ':' || NEW.id::text,
    jsonb_build_object('form_kind', TG_ARGV[0], 'id', NEW.id::text)
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER gym_leader_applications_staff_notice AFTER INSERT ON gym_leader_applications
  FOR EACH ROW EXECUTE FUNCTION staff_notice_submission('gym_leader_application');--> statement-breakpoint
CREATE TRIGGER support_tickets_staff_notice AFTER INSERT ON support_tickets
  FOR EACH ROW EXECUTE FUNCTION staff_notice_submission('support_ticket');--> statement-breakpoint
CREATE TRIGGER bug_reports_staff_notice AFTER INSERT ON bug_reports
  FOR EACH ROW EXECUTE FUNCTION staff_notice_submission('bug_report');--> statement-breakpoint
CREATE TRIGGER feature_requests_staff_notice AFTER INSERT ON feature_requests
  FOR EACH ROW EXECUTE FUNCTION staff_notice_submission('feature_request');--> statement-breakpoint
CREATE TRIGGER ban_appeals_staff_notice AFTER INSERT ON ban_appeals
  FOR EACH ROW EXECUTE FUNCTION staff_notice_submission('ban_appeal');--> statement-breakpoint
CREATE TRIGGER player_reports_staff_notice AFTER INSERT ON player_reports
  FOR EACH ROW EXECUTE FUNCTION staff_notice_submission('player_report');--> statement-breakpoint
CREATE TRIGGER waitlist_staff_notice AFTER INSERT ON waitlist
  FOR EACH ROW EXECUTE FUNCTION staff_notice_submission('alpha_signup');--> statement-breakpoint
-- A dispute opened on one of our payments (a repeated event inserts nothing, so adds nothing).
CREATE FUNCTION staff_notice_dispute() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.fact ->> 'kind' = 'dispute' AND NEW.fact ->> 'outcome' = 'open' AND (
    EXISTS (SELECT 1 FROM purchases WHERE payment_intent_id = NEW.payment_ref)
    OR EXISTS (SELECT 1 FROM gym_leader_ledger WHERE kind = 'earning' AND payment_ref = NEW.payment_ref)
  ) THEN
    PERFORM staff_notice(
      'dispute',
      NEW.fact ->> 'disputeId',
      jsonb_build_object(
        'dispute_id', NEW.fact ->> 'disputeId',
        'payment_ref', NEW.payment_ref,
        'amount_cents', (NEW.fact ->> 'amountCents')::integer
      )
    );
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stripe_events_staff_notice AFTER INSERT ON stripe_events
  FOR EACH ROW EXECUTE FUNCTION staff_notice_dispute();--> statement-breakpoint
-- A delivery the bridge gave up on after its retries (a cancel by staff is not news to staff).
CREATE FUNCTION staff_notice_delivery_dead() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM staff_notice(
    'delivery_dead',
    NEW.id::text,
    jsonb_build_object(
      'delivery_id', NEW.id::text,
      'source', NEW.source,
      'failed_attempts', NEW.failed_attempts,
      'last_error', left(NEW.last_error, 300)
    )
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER deliveries_staff_notice AFTER UPDATE OF status ON deliveries
  FOR EACH ROW
  WHEN (OLD.status <> 'dead' AND NEW.status = 'dead' AND coalesce(NEW.last_error, '') NOT LIKE 'Cancelled by staff%')
  EXECUTE FUNCTION staff_notice_delivery_dead();--> statement-breakpoint
-- A reversal that takes a gym leader's balance (earnings net of reversals, minus payouts: as
-- features/shop/ledger.ts computes it) from zero or more to below zero: already paid out.
CREATE FUNCTION staff_notice_leader_negative() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  balance bigint;
BEGIN
  SELECT coalesce(sum(amount_cents), 0) INTO balance
    FROM gym_leader_ledger WHERE gym_leader_id = NEW.gym_leader_id;
  IF balance < 0 AND balance - NEW.amount_cents >= 0 THEN
    PERFORM staff_notice(
      'leader_negative',
      NEW.gym_leader_id::text,
      jsonb_build_object(
        'gym_leader_id', NEW.gym_leader_id::text,
        'balance_cents', balance,
        'purchase_id', NEW.purchase_id::text
      )
    );
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER gym_leader_ledger_staff_notice AFTER INSERT ON gym_leader_ledger
  FOR EACH ROW WHEN (NEW.kind = 'reversal' AND NEW.amount_cents < 0)
  EXECUTE FUNCTION staff_notice_leader_negative();
