-- One counter trigger function for every counted list, parameterised by its trigger's
-- arguments; the triggers themselves are installed from the modules' declarations at start-up
-- (lib/counters.ts, docs/decisions/0006). Replaces the properties-specific functions of 0002.
DROP TRIGGER properties_count_insert ON properties;
--> statement-breakpoint
DROP TRIGGER properties_count_update ON properties;
--> statement-breakpoint
DROP TRIGGER properties_count_delete ON properties;
--> statement-breakpoint
DROP FUNCTION properties_count_insert();
--> statement-breakpoint
DROP FUNCTION properties_count_update();
--> statement-breakpoint
DROP FUNCTION properties_count_delete();
--> statement-breakpoint
-- TG_ARGV[0]: the state column ('' counts all rows under the state ''); TG_ARGV[1]: a JSON
-- object from the state's text form to the counter name. States not in it are not counted.
-- Statement-level with transition tables: one counter update per (project, state) and statement.
CREATE FUNCTION count_project_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  state text := CASE WHEN TG_ARGV[0] = '' THEN '''''' ELSE format('%I::text', TG_ARGV[0]) END;
  changes text;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT project_id, %s AS state, 1 AS delta FROM new_rows', state)
    WHEN 'DELETE' THEN format('SELECT project_id, %s AS state, -1 AS delta FROM old_rows', state)
    ELSE format('SELECT project_id, %1$s AS state, -1 AS delta FROM old_rows
                 UNION ALL SELECT project_id, %1$s, 1 FROM new_rows', state)
  END;
  EXECUTE format('SELECT bump_project_counter(project_id, $1 ->> state, delta)
      FROM (SELECT project_id, state, sum(delta)::bigint AS delta FROM (%s) AS c
            GROUP BY project_id, state HAVING sum(delta) <> 0) AS g
      WHERE $1 ? state', changes)
    USING TG_ARGV[1]::jsonb;
  RETURN NULL;
END;
$$;
