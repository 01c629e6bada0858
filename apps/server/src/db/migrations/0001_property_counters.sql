-- Keeps project_counters 'properties.active' / 'properties.archived' exact in the same
-- transaction as every insert, archive toggle and delete (docs/decisions/0002).
CREATE FUNCTION bump_project_counter(p_project text, p_name text, p_delta bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- A decrement never inserts: the project may be in the middle of a cascading delete.
  IF p_delta < 0 THEN
    UPDATE project_counters SET value = value + p_delta WHERE project_id = p_project AND name = p_name;
  ELSE
    INSERT INTO project_counters (project_id, name, value) VALUES (p_project, p_name, p_delta)
    ON CONFLICT (project_id, name) DO UPDATE SET value = project_counters.value + EXCLUDED.value;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION properties_count_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM bump_project_counter(OLD.project_id,
      CASE WHEN OLD.archived THEN 'properties.archived' ELSE 'properties.active' END, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM bump_project_counter(NEW.project_id,
      CASE WHEN NEW.archived THEN 'properties.archived' ELSE 'properties.active' END, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER properties_count_insert_delete AFTER INSERT OR DELETE ON properties
FOR EACH ROW EXECUTE FUNCTION properties_count_trigger();
--> statement-breakpoint
CREATE TRIGGER properties_count_update AFTER UPDATE OF archived, project_id ON properties
FOR EACH ROW WHEN (OLD.archived IS DISTINCT FROM NEW.archived OR OLD.project_id IS DISTINCT FROM NEW.project_id)
EXECUTE FUNCTION properties_count_trigger();
