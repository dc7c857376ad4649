CREATE TABLE "purchase_grants" (
	"purchase_id" uuid PRIMARY KEY NOT NULL,
	"granted_by_user_id" uuid,
	"granted_by_name" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_name" text,
	"revoke_reason" text,
	CONSTRAINT "purchase_grants_revoked_check" CHECK (("purchase_grants"."revoked_at" is null) = ("purchase_grants"."revoked_by_name" is null) and ("purchase_grants"."revoked_at" is null) = ("purchase_grants"."revoke_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "purchase_grants" ADD CONSTRAINT "purchase_grants_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;