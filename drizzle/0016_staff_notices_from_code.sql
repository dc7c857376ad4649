-- Staff notices are decided by the application now (features/outbox and its callers), in the
-- transaction of their cause: triggers stay for plumbing (live-topic notifications) only.
DROP TRIGGER IF EXISTS gym_leader_applications_staff_notice ON gym_leader_applications;--> statement-breakpoint
DROP TRIGGER IF EXISTS support_tickets_staff_notice ON support_tickets;--> statement-breakpoint
DROP TRIGGER IF EXISTS bug_reports_staff_notice ON bug_reports;--> statement-breakpoint
DROP TRIGGER IF EXISTS feature_requests_staff_notice ON feature_requests;--> statement-breakpoint
DROP TRIGGER IF EXISTS ban_appeals_staff_notice ON ban_appeals;--> statement-breakpoint
DROP TRIGGER IF EXISTS player_reports_staff_notice ON player_reports;--> statement-breakpoint
DROP TRIGGER IF EXISTS waitlist_staff_notice ON waitlist;--> statement-breakpoint
DROP TRIGGER IF EXISTS stripe_events_staff_notice ON stripe_events;--> statement-breakpoint
DROP TRIGGER IF EXISTS deliveries_staff_notice ON deliveries;--> statement-breakpoint
DROP TRIGGER IF EXISTS gym_leader_ledger_staff_notice ON gym_leader_ledger;--> statement-breakpoint
DROP FUNCTION IF EXISTS staff_notice_submission();--> statement-breakpoint
DROP FUNCTION IF EXISTS staff_notice_dispute();--> statement-breakpoint
DROP FUNCTION IF EXISTS staff_notice_delivery_dead();--> statement-breakpoint
DROP FUNCTION IF EXISTS staff_notice_leader_negative();--> statement-breakpoint
DROP FUNCTION IF EXISTS staff_notice(text, text, jsonb);
