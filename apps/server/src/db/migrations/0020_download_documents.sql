ALTER TABLE "documents" ADD COLUMN "download_id" text;--> statement-breakpoint
CREATE INDEX "documents_download_idx" ON "documents" USING btree ("download_id");