CREATE TABLE "payroll_employees" (
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"personnel_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payroll_employees_pkey" PRIMARY KEY("project_id","user_id"),
	CONSTRAINT "payroll_employees_personnel_number_check" CHECK ("payroll_employees"."personnel_number" between 1 and 99999)
);
--> statement-breakpoint
CREATE TABLE "payroll_wages" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"valid_from" date NOT NULL,
	"employment_type" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"monthly_hours" double precision,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_wages_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	CONSTRAINT "payroll_wages_employment_type_check" CHECK ("payroll_wages"."employment_type" in ('fullTime', 'partTime', 'minijob', 'shortTerm', 'workingStudent')),
	CONSTRAINT "payroll_wages_kind_check" CHECK (("payroll_wages"."kind" = 'hourly' and "payroll_wages"."monthly_hours" is null) or ("payroll_wages"."kind" = 'monthly' and "payroll_wages"."monthly_hours" > 0)),
	CONSTRAINT "payroll_wages_amount_check" CHECK ("payroll_wages"."amount_cents" > 0)
);
--> statement-breakpoint
-- hand-split: a column added with a default would give every existing entry today's time; the
-- entries from before stay null ('unbekannt'), new ones get the time of their insert.
ALTER TABLE "time_entries" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "time_entries" ALTER COLUMN "recorded_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD CONSTRAINT "payroll_employees_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD CONSTRAINT "payroll_employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_wages" ADD CONSTRAINT "payroll_wages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_wages" ADD CONSTRAINT "payroll_wages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_wages" ADD CONSTRAINT "payroll_wages_employee_fk" FOREIGN KEY ("project_id","user_id") REFERENCES "public"."payroll_employees"("project_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_employees_personnel_number_key" ON "payroll_employees" USING btree ("project_id","personnel_number");--> statement-breakpoint
CREATE INDEX "payroll_wages_employee_idx" ON "payroll_wages" USING btree ("project_id","user_id","valid_from");--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: the pay history is append-only (docs/payroll.md). A row never changes; the one
-- update allowed is its delete mark, once (deleted_at, deleted_by), and the "set null" of a
-- hard-deleted author. Deleting rows stays possible only with the project or the employee.
CREATE FUNCTION payroll_wages_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.project_id, NEW.user_id, NEW.valid_from, NEW.employment_type, NEW.kind,
      NEW.amount_cents, NEW.monthly_hours, NEW.note, NEW.created_at, NEW.sequence)
     IS DISTINCT FROM (OLD.id, OLD.project_id, OLD.user_id, OLD.valid_from, OLD.employment_type,
      OLD.kind, OLD.amount_cents, OLD.monthly_hours, OLD.note, OLD.created_at, OLD.sequence)
     OR (NEW.created_by IS DISTINCT FROM OLD.created_by AND NEW.created_by IS NOT NULL)
     OR (OLD.deleted_at IS NOT NULL AND NEW.deleted_at IS DISTINCT FROM OLD.deleted_at)
     OR (OLD.deleted_by IS NOT NULL AND NEW.deleted_by IS DISTINCT FROM OLD.deleted_by
         AND NEW.deleted_by IS NOT NULL) THEN
    RAISE EXCEPTION 'payroll_wages_append_only: wage % cannot be changed', OLD.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'payroll_wages_append_only';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER payroll_wages_append_only BEFORE UPDATE ON payroll_wages
FOR EACH ROW EXECUTE FUNCTION payroll_wages_append_only();--> statement-breakpoint
-- hand-written: § 17 MiLoG, the first recording of a time entry stays as it was (a change of the
-- entry never moves it); recorded_by may only become null (a hard-deleted user's "set null").
CREATE FUNCTION time_entries_recording_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.recorded_at IS DISTINCT FROM OLD.recorded_at
     OR (NEW.recorded_by IS DISTINCT FROM OLD.recorded_by AND NEW.recorded_by IS NOT NULL) THEN
    RAISE EXCEPTION 'time_entries_recording_kept: the recording of entry % cannot change', OLD.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'time_entries_recording_kept';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER time_entries_recording_kept BEFORE UPDATE ON time_entries
FOR EACH ROW EXECUTE FUNCTION time_entries_recording_kept();
