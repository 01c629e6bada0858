-- Per-statement instead of per-row counting: a bulk insert of 100,000 properties updated the
-- same counter row 100,000 times in one transaction (minutes); transition tables aggregate
-- the change into one update per (project, archived). Same counters as 0001.
DROP TRIGGER properties_count_insert_delete ON properties;
--> statement-breakpoint
DROP TRIGGER properties_count_update ON properties;
--> statement-breakpoint
DROP FUNCTION properties_count_trigger();
--> statement-breakpoint
-- A trigger can only read the transition tables it declares, hence one function per event.
CREATE FUNCTION properties_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_project_counter(project_id,
      CASE WHEN archived THEN 'properties.archived' ELSE 'properties.active' END, delta)
    FROM (
      SELECT project_id, archived, sum(delta)::bigint AS delta FROM (
        SELECT project_id, archived, -1 AS delta FROM old_rows
        UNION ALL
        SELECT project_id, archived, 1 AS delta FROM new_rows
      ) AS changes
      GROUP BY project_id, archived
      HAVING sum(delta) <> 0
    ) AS c;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION properties_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_project_counter(project_id,
      CASE WHEN archived THEN 'properties.archived' ELSE 'properties.active' END, n)
    FROM (SELECT project_id, archived, count(*)::bigint AS n FROM new_rows GROUP BY project_id, archived) AS c;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION properties_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_project_counter(project_id,
      CASE WHEN archived THEN 'properties.archived' ELSE 'properties.active' END, -n)
    FROM (SELECT project_id, archived, count(*)::bigint AS n FROM old_rows GROUP BY project_id, archived) AS c;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER properties_count_insert AFTER INSERT ON properties
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_count_insert();
--> statement-breakpoint
CREATE TRIGGER properties_count_update AFTER UPDATE ON properties
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_count_update();
--> statement-breakpoint
CREATE TRIGGER properties_count_delete AFTER DELETE ON properties
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_count_delete();
