ALTER TABLE "gym_leader_ledger" DROP CONSTRAINT "gym_leader_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "gym_leader_ledger" DROP CONSTRAINT "gym_leader_ledger_sign_check";--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "reversed_cents" integer;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "payment_cents" integer;--> statement-breakpoint
ALTER TABLE "gym_leader_ledger" ADD CONSTRAINT "gym_leader_ledger_kind_check" CHECK ("gym_leader_ledger"."kind" in ('earning', 'reversal', 'restoration', 'payout'));--> statement-breakpoint
ALTER TABLE "gym_leader_ledger" ADD CONSTRAINT "gym_leader_ledger_sign_check" CHECK (("gym_leader_ledger"."kind" in ('earning', 'restoration') and "gym_leader_ledger"."amount_cents" >= 0) or ("gym_leader_ledger"."kind" in ('reversal', 'payout') and "gym_leader_ledger"."amount_cents" <= 0));