CREATE TABLE "import_findings" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_findings_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" text NOT NULL,
	"class_name" text NOT NULL,
	"source_id" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "app_id" text;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "source_project" text;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "project_name" text;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "master_key_sealed" text;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_findings" ADD CONSTRAINT "import_findings_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_findings_run_idx" ON "import_findings" USING btree ("run_id","kind","seq");--> statement-breakpoint
CREATE INDEX "import_runs_created_at_idx" ON "import_runs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_one_running_job_key" ON "import_runs" USING btree ((true)) WHERE state = 'running' and job_id is not null;