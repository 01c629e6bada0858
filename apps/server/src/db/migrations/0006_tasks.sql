CREATE TABLE "task_due_counts" (
	"project_id" text NOT NULL,
	"due_date" date,
	"due_by" date,
	"count" integer NOT NULL,
	CONSTRAINT "task_due_counts_key" UNIQUE NULLS NOT DISTINCT("project_id","due_date","due_by")
);
--> statement-breakpoint
CREATE TABLE "task_history" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"kind" text NOT NULL,
	"state" text,
	"staff" text[],
	"user_id" text,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_staff" (
	"task_id" text NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "task_staff_pkey" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"property_id" text NOT NULL,
	"ticket_id" text,
	"state" text NOT NULL,
	"schedule" jsonb,
	"due_date" date,
	"due_by" date,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"executed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tasks_id_project_key" UNIQUE("id","project_id")
);
--> statement-breakpoint
ALTER TABLE "task_due_counts" ADD CONSTRAINT "task_due_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_history" ADD CONSTRAINT "task_history_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_history" ADD CONSTRAINT "task_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_staff" ADD CONSTRAINT "task_staff_task_fk" FOREIGN KEY ("task_id","project_id") REFERENCES "public"."tasks"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_staff" ADD CONSTRAINT "task_staff_member_fk" FOREIGN KEY ("user_id","project_id") REFERENCES "public"."memberships"("user_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_property_fk" FOREIGN KEY ("property_id","project_id") REFERENCES "public"."properties"("id","project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_history_task_idx" ON "task_history" USING btree ("task_id","at");--> statement-breakpoint
CREATE INDEX "task_staff_project_user_idx" ON "task_staff" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "tasks_list_due_idx" ON "tasks" USING btree ("project_id","state","due_date","id");--> statement-breakpoint
-- Active tasks (created, assigned) per (project, due_date, due_by), for the tab counts of
-- 'Aktive Aufgaben' (docs/decisions/0008). Statement-level with transition tables, as the
-- generic counters (0004): one upsert per (project, day) and statement.
CREATE FUNCTION count_task_due_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE task_due_counts c SET count = c.count - d.n
      FROM (SELECT project_id, due_date, due_by, count(*)::int AS n FROM old_rows
            WHERE state IN ('created', 'assigned') GROUP BY 1, 2, 3) d
     WHERE c.project_id = d.project_id AND c.due_date IS NOT DISTINCT FROM d.due_date
       AND c.due_by IS NOT DISTINCT FROM d.due_by;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO task_due_counts AS c (project_id, due_date, due_by, count)
      SELECT project_id, due_date, due_by, count(*)::int FROM new_rows
       WHERE state IN ('created', 'assigned') GROUP BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT task_due_counts_key DO UPDATE SET count = c.count + EXCLUDED.count;
  END IF;
  -- Days without active tasks go, so the sums read only days that have some.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM task_due_counts c
     WHERE c.count = 0 AND c.project_id IN (SELECT DISTINCT project_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_due_count_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_task_due_days();
--> statement-breakpoint
CREATE TRIGGER tasks_due_count_update AFTER UPDATE ON tasks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_task_due_days();
--> statement-breakpoint
CREATE TRIGGER tasks_due_count_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_task_due_days();
