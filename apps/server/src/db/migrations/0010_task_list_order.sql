DROP INDEX "tasks_list_due_idx";--> statement-breakpoint
CREATE INDEX "tasks_list_order_idx" ON "tasks" USING btree ("project_id","state","due_date","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tasks_active_order_idx" ON "tasks" USING btree ("project_id","due_date","created_at" DESC NULLS FIRST,"id") WHERE state in ('created', 'assigned');