CREATE TABLE "change_revisions" (
	"scope" text PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
-- hand-written: the revisions the task list cache is checked against (decision 0011). A task,
-- its staff or a property changing raises 'tasks:<projectId>'; a user changing (name) raises
-- 'users'. Statement-level triggers with transition tables: a bulk write raises once per project.
CREATE FUNCTION raise_project_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO change_revisions (scope, revision)
      SELECT DISTINCT TG_ARGV[0] || project_id, 1 FROM new_rows
      ON CONFLICT (scope) DO UPDATE SET revision = change_revisions.revision + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO change_revisions (scope, revision)
      SELECT TG_ARGV[0] || project_id, 1
        FROM (SELECT project_id FROM new_rows UNION SELECT project_id FROM old_rows) changed
      ON CONFLICT (scope) DO UPDATE SET revision = change_revisions.revision + 1;
  ELSE
    INSERT INTO change_revisions (scope, revision)
      SELECT DISTINCT TG_ARGV[0] || project_id, 1 FROM old_rows
      ON CONFLICT (scope) DO UPDATE SET revision = change_revisions.revision + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_revision_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tasks:');
--> statement-breakpoint
CREATE TRIGGER tasks_revision_update AFTER UPDATE ON tasks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tasks:');
--> statement-breakpoint
CREATE TRIGGER tasks_revision_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tasks:');
--> statement-breakpoint
CREATE TRIGGER task_staff_revision_insert AFTER INSERT ON task_staff
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tasks:');
--> statement-breakpoint
CREATE TRIGGER task_staff_revision_update AFTER UPDATE ON task_staff
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tasks:');
--> statement-breakpoint
CREATE TRIGGER task_staff_revision_delete AFTER DELETE ON task_staff
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tasks:');
--> statement-breakpoint
CREATE TRIGGER properties_revision_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tasks:');
--> statement-breakpoint
CREATE TRIGGER properties_revision_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('tasks:');
--> statement-breakpoint
CREATE FUNCTION raise_users_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_revisions (scope, revision) VALUES ('users', 1)
    ON CONFLICT (scope) DO UPDATE SET revision = change_revisions.revision + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_revision AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION raise_users_revision();
