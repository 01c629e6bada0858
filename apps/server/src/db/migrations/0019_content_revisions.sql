-- hand-written: content lists are cached like the task list (decision 0011). Every write of a
-- project's content items (any type: list cells show other items' names) raises
-- 'content:<projectId>'; user names raise 'users' already (list_revisions).
CREATE TRIGGER content_items_revision_insert AFTER INSERT ON content_items
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('content:');
--> statement-breakpoint
CREATE TRIGGER content_items_revision_update AFTER UPDATE ON content_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('content:');
--> statement-breakpoint
CREATE TRIGGER content_items_revision_delete AFTER DELETE ON content_items
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_project_revision('content:');
