DROP INDEX "tasks_list_due_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "tasks_list_order_idx" ON "tasks" USING btree ("project_id","state","due_date","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tasks_active_order_idx" ON "tasks" USING btree ("project_id","due_date","created_at" DESC NULLS FIRST,"id") WHERE state in ('created', 'assigned');--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_dedupe_key" UNIQUE("dedupe_key");