CREATE TABLE "purchase_effects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"track" text NOT NULL,
	"stage" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_effects_stage_check" CHECK ("purchase_effects"."stage" in ('grant', 'renew', 'expire', 'refund', 'chargeback'))
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "sequence_key" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "sequence_step" integer;--> statement-breakpoint
ALTER TABLE "gym_leader_ledger" ADD COLUMN "earning_id" uuid;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "subscription_ref" text;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "fact" jsonb;--> statement-breakpoint
ALTER TABLE "purchase_effects" ADD CONSTRAINT "purchase_effects_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_effects_purchase_seq_key" ON "purchase_effects" USING btree ("purchase_id","seq");--> statement-breakpoint
ALTER TABLE "gym_leader_ledger" ADD CONSTRAINT "gym_leader_ledger_earning_id_gym_leader_ledger_id_fk" FOREIGN KEY ("earning_id") REFERENCES "public"."gym_leader_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_sequence_idx" ON "deliveries" USING btree ("sequence_key","sequence_step");--> statement-breakpoint
CREATE INDEX "gym_leader_ledger_earning_id_idx" ON "gym_leader_ledger" USING btree ("earning_id");--> statement-breakpoint
CREATE INDEX "stripe_events_purchase_id_idx" ON "stripe_events" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "stripe_events_subscription_ref_idx" ON "stripe_events" USING btree ("subscription_ref");--> statement-breakpoint
-- Reversals and restorations recorded before earning_id existed name their earning by payment.
UPDATE "gym_leader_ledger" AS r SET "earning_id" = (
  SELECT e."id" FROM "gym_leader_ledger" AS e
  WHERE e."kind" = 'earning' AND e."purchase_id" = r."purchase_id"
    AND e."payment_ref" IS NOT DISTINCT FROM r."payment_ref"
  ORDER BY e."created_at" LIMIT 1
) WHERE r."kind" IN ('reversal', 'restoration');--> statement-breakpoint
-- The effect log of purchases fulfilled before it existed, read back from their queued commands
-- (one decision per stage and reason; the last two key parts are the line and the command index).
-- A grant gave the items and the plan's first period; a take-back of the original payment took both.
WITH "groups" AS (
  SELECT split_part(d."source", ':', 3)::uuid AS "purchase_id", split_part(d."source", ':', 2) AS "stage",
    regexp_replace(d."idempotency_key", ':[^:]+:[^:]+$', '') AS "reason", min(d."created_at") AS "at"
  FROM "deliveries" AS d
  WHERE d."source" ~ '^shop:(grant|renew|expire|refund|chargeback):[0-9a-f-]{36}$'
  GROUP BY 1, 2, 3
), "tracks" AS (
  SELECT g.*, t."track", t."ord" FROM "groups" AS g JOIN "purchases" AS p ON p."id" = g."purchase_id"
  CROSS JOIN LATERAL (VALUES
    (CASE
      WHEN g."stage" = 'grant' THEN 'items'
      WHEN g."stage" IN ('refund', 'chargeback') AND split_part(g."reason", ':', 4) = p."payment_intent_id" THEN 'items'
    END, 1),
    (CASE
      WHEN g."stage" = 'grant' THEN 'plan:original'
      WHEN g."stage" = 'renew' AND g."reason" LIKE 'shop:renew:%' THEN 'plan:invoice:' || split_part(g."reason", ':', 3)
      WHEN g."stage" IN ('refund', 'chargeback', 'expire') THEN 'plan'
    END, 2)
  ) AS t("track", "ord")
  WHERE t."track" IS NOT NULL
)
INSERT INTO "purchase_effects" ("purchase_id", "seq", "track", "stage", "created_at")
SELECT "purchase_id", row_number() OVER (PARTITION BY "purchase_id" ORDER BY "at", "reason", "ord"),
  "track", "stage", "at"
FROM "tracks";
