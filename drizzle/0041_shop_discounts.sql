CREATE TABLE "shop_discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"min_basket_cents" integer DEFAULT 0 NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_player" integer,
	"gym_leader_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_discount_codes_amount_check" CHECK (("shop_discount_codes"."kind" = 'percent' and "shop_discount_codes"."percent_off" between 1 and 90 and "shop_discount_codes"."amount_off_cents" is null) or ("shop_discount_codes"."kind" = 'fixed' and "shop_discount_codes"."amount_off_cents" >= 1 and "shop_discount_codes"."percent_off" is null)),
	CONSTRAINT "shop_discount_codes_limits_check" CHECK (coalesce("shop_discount_codes"."max_uses", 1) >= 1 and coalesce("shop_discount_codes"."max_uses_per_player", 1) >= 1 and "shop_discount_codes"."min_basket_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"percent_off" integer NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_sales_percent_check" CHECK ("shop_sales"."percent_off" between 1 and 90),
	CONSTRAINT "shop_sales_window_check" CHECK ("shop_sales"."starts_at" < "shop_sales"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "purchase_items" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "discount_code_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "shop_discount_codes" ADD CONSTRAINT "shop_discount_codes_gym_leader_id_gym_leaders_id_fk" FOREIGN KEY ("gym_leader_id") REFERENCES "public"."gym_leaders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_discount_codes_code_key" ON "shop_discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shop_sales_ends_at_idx" ON "shop_sales" USING btree ("ends_at");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_discount_code_id_shop_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."shop_discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_discount_code_id_idx" ON "purchases" USING btree ("discount_code_id");--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_discount_check" CHECK ("purchase_items"."discount_cents" between 0 and "purchase_items"."total_price_cents");--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_target_type_check" CHECK ("staff_audit_log"."target_type" in ('submission', 'user', 'tournament', 'tournament_match', 'gym_leader', 'payout', 'delivery', 'game_server', 'incident', 'purchase', 'event', 'content', 'vote', 'season', 'player', 'atlas', 'product', 'store_setting', 'sale', 'discount_code'));