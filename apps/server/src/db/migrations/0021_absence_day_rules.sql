DROP INDEX "absence_days_user_date_key";--> statement-breakpoint
CREATE UNIQUE INDEX "absence_days_user_day_key" ON "absence_days" USING btree ("project_id","user_id","date") WHERE "absence_days"."type" <> 'illness';--> statement-breakpoint
CREATE UNIQUE INDEX "absence_days_user_illness_key" ON "absence_days" USING btree ("project_id","user_id","date") WHERE "absence_days"."type" = 'illness';--> statement-breakpoint
-- hand-written (decision 0012): a time entry and an approved absence day of one user never share
-- a date where the day forbids time (vacation, full-day illness; core canAddTime), also when both
-- are written at the same moment. Each side takes the same per-user transaction lock before it
-- looks at the other table, so the later one waits for the earlier's commit and then sees it
-- (a volatile function's query takes a fresh snapshot under READ COMMITTED).
CREATE FUNCTION lock_user_days(p_project text, p_user text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('user-days:' || p_project || ':' || p_user, 0));
END $$;--> statement-breakpoint
CREATE FUNCTION time_entries_not_on_absence_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_user_days(NEW.project_id, NEW.user_id);
  IF EXISTS (
    SELECT 1 FROM absence_days d
    WHERE d.project_id = NEW.project_id AND d.user_id = NEW.user_id AND d.date = NEW.date
      AND d.type IN ('vacation', 'illness')
  ) THEN
    RAISE EXCEPTION 'time_entries_not_on_absence_day: % is a day of vacation or illness', NEW.date
      USING ERRCODE = 'check_violation', CONSTRAINT = 'time_entries_not_on_absence_day';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER time_entries_not_on_absence_day BEFORE INSERT OR UPDATE ON time_entries
FOR EACH ROW EXECUTE FUNCTION time_entries_not_on_absence_day();--> statement-breakpoint
-- An approval's days: no time entry on them (as validateAbsence checks), and an illness shares a
-- day only with a vacation (§ 9 BUrlG); the partial unique indexes allow one of each per day.
CREATE FUNCTION absence_days_free() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_user_days(NEW.project_id, NEW.user_id);
  IF EXISTS (
    SELECT 1 FROM time_entries e
    WHERE e.project_id = NEW.project_id AND e.user_id = NEW.user_id AND e.date = NEW.date
  ) THEN
    RAISE EXCEPTION 'absence_days_free_of_time: time is recorded on %', NEW.date
      USING ERRCODE = 'check_violation', CONSTRAINT = 'absence_days_free_of_time';
  END IF;
  IF EXISTS (
    SELECT 1 FROM absence_days d
    WHERE d.project_id = NEW.project_id AND d.user_id = NEW.user_id AND d.date = NEW.date
      AND NOT (d.type = 'vacation' AND NEW.type = 'illness')
      AND NOT (d.type = 'illness' AND NEW.type = 'vacation')
  ) THEN
    RAISE EXCEPTION 'absence_days_one_per_day: % already has an absence', NEW.date
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'absence_days_one_per_day';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER absence_days_free BEFORE INSERT OR UPDATE ON absence_days
FOR EACH ROW EXECUTE FUNCTION absence_days_free();
