CREATE TABLE "gym_leader_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gym_leader_id" uuid NOT NULL,
	"purchase_id" uuid,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_ref" text,
	"note" text,
	"available_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_leader_ledger_kind_check" CHECK ("gym_leader_ledger"."kind" in ('earning', 'reversal', 'payout')),
	CONSTRAINT "gym_leader_ledger_sign_check" CHECK (("gym_leader_ledger"."kind" = 'earning' and "gym_leader_ledger"."amount_cents" >= 0) or ("gym_leader_ledger"."kind" <> 'earning' and "gym_leader_ledger"."amount_cents" <= 0))
);
--> statement-breakpoint
CREATE TABLE "purchase_attestations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"attestation_type" text NOT NULL,
	"attestation_text" text NOT NULL,
	"user_confirmation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_attestations_type_check" CHECK ("purchase_attestations"."attestation_type" in ('minecraft_online_requirement', 'ev_editor_policy'))
);
--> statement-breakpoint
CREATE TABLE "purchase_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"catalog_item_id" text NOT NULL,
	"price_id" text NOT NULL,
	"item_name" text NOT NULL,
	"item_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total_price_cents" integer NOT NULL,
	CONSTRAINT "purchase_items_quantity_check" CHECK ("purchase_items"."quantity" between 1 and 99),
	CONSTRAINT "purchase_items_total_check" CHECK ("purchase_items"."total_price_cents" = "purchase_items"."item_price_cents" * "purchase_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"minecraft_username" text NOT NULL,
	"player_uuid" uuid NOT NULL,
	"gym_leader_id" uuid,
	"attestation_id" uuid,
	"ev_policy_attestation_id" uuid,
	"payment_session_id" text,
	"payment_intent_id" text,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('pending', 'completed', 'failed', 'refunded', 'disputed', 'canceled')),
	CONSTRAINT "purchases_total_check" CHECK ("purchases"."total_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_ref" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gym_leader_ledger" ADD CONSTRAINT "gym_leader_ledger_gym_leader_id_gym_leaders_id_fk" FOREIGN KEY ("gym_leader_id") REFERENCES "public"."gym_leaders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_leader_ledger" ADD CONSTRAINT "gym_leader_ledger_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_attestations" ADD CONSTRAINT "purchase_attestations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_gym_leader_id_gym_leaders_id_fk" FOREIGN KEY ("gym_leader_id") REFERENCES "public"."gym_leaders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_attestation_id_purchase_attestations_id_fk" FOREIGN KEY ("attestation_id") REFERENCES "public"."purchase_attestations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_ev_policy_attestation_id_purchase_attestations_id_fk" FOREIGN KEY ("ev_policy_attestation_id") REFERENCES "public"."purchase_attestations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gym_leader_ledger_idempotency_key" ON "gym_leader_ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "gym_leader_ledger_leader_idx" ON "gym_leader_ledger" USING btree ("gym_leader_id","created_at");--> statement-breakpoint
CREATE INDEX "gym_leader_ledger_purchase_id_idx" ON "gym_leader_ledger" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "gym_leader_ledger_payment_ref_idx" ON "gym_leader_ledger" USING btree ("payment_ref");--> statement-breakpoint
CREATE INDEX "purchase_attestations_user_id_idx" ON "purchase_attestations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "purchase_items_purchase_id_idx" ON "purchase_items" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_payment_session_id_key" ON "purchases" USING btree ("payment_session_id");--> statement-breakpoint
CREATE INDEX "purchases_user_created_idx" ON "purchases" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchases_gym_leader_id_idx" ON "purchases" USING btree ("gym_leader_id");--> statement-breakpoint
CREATE INDEX "purchases_attestation_id_idx" ON "purchases" USING btree ("attestation_id");--> statement-breakpoint
CREATE INDEX "purchases_ev_policy_attestation_id_idx" ON "purchases" USING btree ("ev_policy_attestation_id");--> statement-breakpoint
CREATE INDEX "purchases_payment_intent_id_idx" ON "purchases" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "purchases_stripe_subscription_id_idx" ON "purchases" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "purchases_stripe_customer_id_idx" ON "purchases" USING btree ("user_id","stripe_customer_id");--> statement-breakpoint
CREATE INDEX "stripe_events_payment_ref_idx" ON "stripe_events" USING btree ("payment_ref");