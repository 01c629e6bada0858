CREATE TABLE "clock_events" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"device_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device_id" text NOT NULL,
	"device_seq" integer NOT NULL,
	"entry_id" text,
	CONSTRAINT "clock_events_device_seq_key" UNIQUE("project_id","user_id","device_id","device_seq"),
	CONSTRAINT "clock_events_kind_check" CHECK ("clock_events"."kind" in ('in', 'break-start', 'break-end', 'out'))
);
--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "late_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clock_events" ADD CONSTRAINT "clock_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_events" ADD CONSTRAINT "clock_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_events" ADD CONSTRAINT "clock_events_entry_id_time_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."time_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clock_events_user_time_idx" ON "clock_events" USING btree ("project_id","user_id","device_time" DESC NULLS LAST,"received_at" DESC NULLS LAST);