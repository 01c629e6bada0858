ALTER TABLE "documents" ADD COLUMN "ticket_id" text;--> statement-breakpoint
CREATE INDEX "documents_ticket_idx" ON "documents" USING btree ("ticket_id","created_at");