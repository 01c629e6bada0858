CREATE TABLE "service_visits" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"planned_date" date NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"done_by" text,
	"comment" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_visits_entry_date_key" UNIQUE("entry_id","planned_date"),
	CONSTRAINT "service_visits_images_check" CHECK (cardinality("service_visits"."images") <= 10)
);
--> statement-breakpoint
CREATE TABLE "tour_settings" (
	"project_id" text PRIMARY KEY NOT NULL,
	"holiday_template_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_entry_fk" FOREIGN KEY ("entry_id","project_id") REFERENCES "public"."service_entries"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_settings" ADD CONSTRAINT "tour_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_settings" ADD CONSTRAINT "tour_settings_holiday_template_id_holiday_templates_id_fk" FOREIGN KEY ("holiday_template_id") REFERENCES "public"."holiday_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_visits_project_date_idx" ON "service_visits" USING btree ("project_id","planned_date");
--> statement-breakpoint
-- hand-written: a worker's tour is cached like the task list (decisions 0011, 0014). Every write
-- of what a tour shows raises 'tours:<projectId>': services, entries and their staff, confirmed
-- visits, property names, approved absences, holidays and templates, the tour settings and the
-- worker flag of memberships; user names raise 'users' already (list_revisions).
CREATE TRIGGER services_tours_revision_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER services_tours_revision_update AFTER UPDATE ON services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER services_tours_revision_delete AFTER DELETE ON services
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER service_entries_tours_revision_insert AFTER INSERT ON service_entries
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER service_entries_tours_revision_update AFTER UPDATE ON service_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER service_entries_tours_revision_delete AFTER DELETE ON service_entries
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER service_entry_staff_tours_revision_insert AFTER INSERT ON service_entry_staff
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER service_entry_staff_tours_revision_update AFTER UPDATE ON service_entry_staff
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER service_entry_staff_tours_revision_delete AFTER DELETE ON service_entry_staff
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER service_visits_tours_revision_insert AFTER INSERT ON service_visits
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER service_visits_tours_revision_update AFTER UPDATE ON service_visits
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER service_visits_tours_revision_delete AFTER DELETE ON service_visits
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER properties_tours_revision_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER properties_tours_revision_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER absences_tours_revision_insert AFTER INSERT ON absences
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER absences_tours_revision_update AFTER UPDATE ON absences
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER absences_tours_revision_delete AFTER DELETE ON absences
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER holidays_tours_revision_insert AFTER INSERT ON holidays
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER holidays_tours_revision_update AFTER UPDATE ON holidays
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER holidays_tours_revision_delete AFTER DELETE ON holidays
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER holiday_templates_tours_revision_insert AFTER INSERT ON holiday_templates
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER holiday_templates_tours_revision_update AFTER UPDATE ON holiday_templates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER holiday_templates_tours_revision_delete AFTER DELETE ON holiday_templates
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER tour_settings_tours_revision_insert AFTER INSERT ON tour_settings
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER tour_settings_tours_revision_update AFTER UPDATE ON tour_settings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER tour_settings_tours_revision_delete AFTER DELETE ON tour_settings
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER memberships_tours_revision_insert AFTER INSERT ON memberships
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER memberships_tours_revision_update AFTER UPDATE ON memberships
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
--> statement-breakpoint
CREATE TRIGGER memberships_tours_revision_delete AFTER DELETE ON memberships
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tours:');
