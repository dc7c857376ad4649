CREATE TABLE "form_upload_contents" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_upload_contents" ADD CONSTRAINT "form_upload_contents_upload_id_form_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."form_uploads"("id") ON DELETE cascade ON UPDATE no action;