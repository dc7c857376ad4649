ALTER TABLE "purchase_grants" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_grants" ADD CONSTRAINT "purchase_grants_request_id_unique" UNIQUE("request_id");