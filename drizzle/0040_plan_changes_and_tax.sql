ALTER TABLE "purchases" ADD COLUMN "replaces_purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_replaces_purchase_id_purchases_id_fk" FOREIGN KEY ("replaces_purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_replaces_purchase_id_idx" ON "purchases" USING btree ("replaces_purchase_id");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_tax_check" CHECK ("purchases"."tax_cents" >= 0);