CREATE TABLE "shop_product_commands" (
	"product_id" text NOT NULL,
	"stage" text NOT NULL,
	"position" integer NOT NULL,
	"command" text NOT NULL,
	"require_online" boolean NOT NULL,
	CONSTRAINT "shop_product_commands_product_id_stage_position_pk" PRIMARY KEY("product_id","stage","position"),
	CONSTRAINT "shop_product_commands_command_check" CHECK (length("shop_product_commands"."command") between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" text PRIMARY KEY NOT NULL,
	"price_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"section" text NOT NULL,
	"kind" text NOT NULL,
	"interval" text,
	"rank" text,
	"unit_amount_cents" integer NOT NULL,
	"quantity_in_pack" integer,
	"duration_minutes" integer,
	"multiplier" integer,
	"emoji" text NOT NULL,
	"image_url" text,
	"badge" text,
	"visible" boolean DEFAULT true NOT NULL,
	"available_from" timestamp with time zone,
	"available_until" timestamp with time zone,
	"per_player_limit" integer,
	"global_limit" integer,
	"required_product_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_price_check" CHECK ("shop_products"."unit_amount_cents" >= 0),
	CONSTRAINT "shop_products_interval_check" CHECK (("shop_products"."kind" = 'subscription') = ("shop_products"."interval" is not null)),
	CONSTRAINT "shop_products_limits_check" CHECK (coalesce("shop_products"."per_player_limit", 1) >= 1 and coalesce("shop_products"."global_limit", 1) >= 1),
	CONSTRAINT "shop_products_window_check" CHECK ("shop_products"."available_from" is null or "shop_products"."available_until" is null or "shop_products"."available_from" < "shop_products"."available_until")
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"key" text NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"value" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_key_effective_from_pk" PRIMARY KEY("key","effective_from"),
	CONSTRAINT "store_settings_value_check" CHECK ("store_settings"."value" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "gym_leader_ledger" ADD COLUMN "share_percent" integer;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD COLUMN "delivery_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "shop_product_commands" ADD CONSTRAINT "shop_product_commands_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_required_product_id_shop_products_id_fk" FOREIGN KEY ("required_product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_products_price_id_idx" ON "shop_products" USING btree ("price_id");--> statement-breakpoint
CREATE INDEX "shop_products_section_idx" ON "shop_products" USING btree ("section","sort_order");