ALTER TABLE "purchases" ADD COLUMN "is_gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "gift_recipient_user_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_gift_recipient_user_id_users_id_fk" FOREIGN KEY ("gift_recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_gift_recipient_idx" ON "purchases" USING btree ("gift_recipient_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_gift_check" CHECK ("purchases"."is_gift" or ("purchases"."gift_recipient_user_id" is null and "purchases"."gift_message" is null));