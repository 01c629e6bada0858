CREATE TABLE "time_history" (
	"project_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"reason" text,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"prev_hash" text,
	"hash" text NOT NULL,
	CONSTRAINT "time_history_pkey" PRIMARY KEY("project_id","seq"),
	CONSTRAINT "time_history_entity_check" CHECK ("time_history"."entity" in ('entry', 'absence', 'record')),
	CONSTRAINT "time_history_action_check" CHECK ("time_history"."action" in ('create', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "time_history_checks" (
	"project_id" text PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"rows" integer NOT NULL,
	"head_seq" bigint,
	"head_hash" text,
	"broken_seq" bigint,
	"broken_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "time_history_entity_idx" ON "time_history" USING btree ("project_id","entity_id","seq");--> statement-breakpoint
CREATE INDEX "time_history_user_period_idx" ON "time_history" USING btree ("project_id","user_id","period_start");--> statement-breakpoint
-- hand-written (docs/time-tracking.md, 'Change history'): every create, change and delete of a
-- time entry, an absence or a record appends a row to time_history in the same transaction, with
-- the actor and the reason the request set for its transaction (`kontor.actor_id`,
-- `kontor.change_reason`; none: the system). Each project's rows form a hash chain: a row's hash
-- is sha256 of the previous row's hash and the row's canonical content, so a row changed or
-- removed behind Kontor's back no longer verifies.
CREATE FUNCTION time_history_iso(t timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
$$;--> statement-breakpoint
-- The canonical content: a jsonb object of every column but the hashes (jsonb's text form has a
-- fixed key order and spacing; dates and instants in ISO, independent of DateStyle and TimeZone).
CREATE FUNCTION time_history_content(h time_history) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'projectId', h.project_id, 'seq', h.seq,
    'at', to_char(h.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'entity', h.entity, 'entityId', h.entity_id, 'userId', h.user_id, 'action', h.action,
    'actorId', h.actor_id, 'actorName', h.actor_name, 'reason', h.reason,
    'periodStart', h.period_start, 'periodEnd', h.period_end,
    'before', h.before, 'after', h.after)::text
$$;--> statement-breakpoint
CREATE FUNCTION time_history_hash(h time_history) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(coalesce(h.prev_hash, '') || time_history_content(h), 'UTF8')), 'hex')
$$;--> statement-breakpoint
CREATE FUNCTION time_history_append(
  p_project text, p_entity text, p_entity_id text, p_user text, p_action text,
  p_before jsonb, p_after jsonb, p_from date, p_to date
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  h time_history%ROWTYPE;
  head record;
BEGIN
  -- The lock comes before the head is read: a second writer of the project waits for this
  -- transaction's commit and then sees its row (a volatile function's query takes a fresh
  -- snapshot under READ COMMITTED), so the chain never forks; the primary key backs it.
  PERFORM pg_advisory_xact_lock(hashtextextended('time-history:' || p_project, 0));
  SELECT t.seq, t.hash INTO head FROM time_history t
    WHERE t.project_id = p_project ORDER BY t.seq DESC LIMIT 1;
  h.project_id := p_project;
  h.seq := coalesce(head.seq, 0) + 1;
  h.at := clock_timestamp();
  h.entity := p_entity;
  h.entity_id := p_entity_id;
  h.user_id := p_user;
  h.action := p_action;
  h.actor_id := nullif(current_setting('kontor.actor_id', true), '');
  h.actor_name := (SELECT u.name FROM users u WHERE u.id = h.actor_id);
  h.reason := nullif(current_setting('kontor.change_reason', true), '');
  h.period_start := p_from;
  h.period_end := p_to;
  h.before := p_before;
  h.after := p_after;
  h.prev_hash := head.hash;
  h.hash := time_history_hash(h);
  INSERT INTO time_history VALUES (h.*);
END $$;--> statement-breakpoint
-- What a history row keeps of each table: the fields a change of the record is about (not the
-- version, timestamps or derived columns).
CREATE FUNCTION time_history_entry_values(e time_entries) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'date', e.date, 'type', e.type, 'absenceType', e.absence_type,
    'start', time_history_iso(e.start_at), 'end', time_history_iso(e.end_at),
    'breaks', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
          'start', time_history_iso(to_timestamp((b.value->>'start')::bigint * 60)),
          'end', time_history_iso(to_timestamp((b.value->>'end')::bigint * 60)))
        ORDER BY b.ordinality)
      FROM jsonb_array_elements(e.breaks) WITH ORDINALITY AS b), '[]'::jsonb),
    'comment', e.comment)
$$;--> statement-breakpoint
CREATE FUNCTION time_history_absence_values(a absences) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'startDate', a.start_date, 'endDate', a.end_date, 'type', a.type, 'state', a.state,
    'comment', a.comment, 'refusalReason', a.refusal_reason)
$$;--> statement-breakpoint
CREATE FUNCTION time_history_record_values(r time_records) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'year', r.year, 'startMonth', r.start_month, 'endMonth', r.end_month,
    'weeklyHours', r.time_settings->'weeklyHours',
    'weekdaysPerWeek', r.time_settings->'weekdaysPerWeek',
    'pauseMinutes', r.time_settings->'pauseMinutes',
    'vacationDaysPerYear', r.time_settings->'vacationDaysPerYear',
    'startTime', r.time_settings->'startTime',
    'initialSaldo', r.initial_saldo, 'initialVacation', r.initial_vacation,
    'holidayTemplateId', r.holiday_template_id, 'formerRecordId', r.former_record_id)
$$;--> statement-breakpoint
CREATE FUNCTION time_history_record_start(r time_records) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT make_date(r.year, r.start_month, 1)
$$;--> statement-breakpoint
CREATE FUNCTION time_history_record_end(r time_records) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (make_date(r.year, r.end_month, 1) + interval '1 month' - interval '1 day')::date
$$;--> statement-breakpoint
CREATE FUNCTION time_entries_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_before jsonb;
  v_after jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM time_history_append(NEW.project_id, 'entry', NEW.id, NEW.user_id, 'create',
      NULL, time_history_entry_values(NEW), NEW.date, NEW.date);
  ELSIF TG_OP = 'UPDATE' THEN
    v_before := time_history_entry_values(OLD);
    v_after := time_history_entry_values(NEW);
    IF v_before IS DISTINCT FROM v_after THEN
      PERFORM time_history_append(NEW.project_id, 'entry', NEW.id, NEW.user_id, 'update',
        v_before, v_after, least(OLD.date, NEW.date), greatest(OLD.date, NEW.date));
    END IF;
  ELSE
    PERFORM time_history_append(OLD.project_id, 'entry', OLD.id, OLD.user_id, 'delete',
      time_history_entry_values(OLD), NULL, OLD.date, OLD.date);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER time_entries_history AFTER INSERT OR UPDATE OR DELETE ON time_entries
FOR EACH ROW EXECUTE FUNCTION time_entries_history();--> statement-breakpoint
CREATE FUNCTION absences_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_before jsonb;
  v_after jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM time_history_append(NEW.project_id, 'absence', NEW.id, NEW.user_id, 'create',
      NULL, time_history_absence_values(NEW), NEW.start_date, NEW.end_date);
  ELSIF TG_OP = 'UPDATE' THEN
    v_before := time_history_absence_values(OLD);
    v_after := time_history_absence_values(NEW);
    IF v_before IS DISTINCT FROM v_after THEN
      PERFORM time_history_append(NEW.project_id, 'absence', NEW.id, NEW.user_id, 'update',
        v_before, v_after, least(OLD.start_date, NEW.start_date),
        greatest(OLD.end_date, NEW.end_date));
    END IF;
  ELSE
    PERFORM time_history_append(OLD.project_id, 'absence', OLD.id, OLD.user_id, 'delete',
      time_history_absence_values(OLD), NULL, OLD.start_date, OLD.end_date);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER absences_history AFTER INSERT OR UPDATE OR DELETE ON absences
FOR EACH ROW EXECUTE FUNCTION absences_history();--> statement-breakpoint
CREATE FUNCTION time_records_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_before jsonb;
  v_after jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM time_history_append(NEW.project_id, 'record', NEW.id, NEW.user_id, 'create',
      NULL, time_history_record_values(NEW), time_history_record_start(NEW),
      time_history_record_end(NEW));
  ELSIF TG_OP = 'UPDATE' THEN
    v_before := time_history_record_values(OLD);
    v_after := time_history_record_values(NEW);
    IF v_before IS DISTINCT FROM v_after THEN
      PERFORM time_history_append(NEW.project_id, 'record', NEW.id, NEW.user_id, 'update',
        v_before, v_after, least(time_history_record_start(OLD), time_history_record_start(NEW)),
        greatest(time_history_record_end(OLD), time_history_record_end(NEW)));
    END IF;
  ELSE
    PERFORM time_history_append(OLD.project_id, 'record', OLD.id, OLD.user_id, 'delete',
      time_history_record_values(OLD), NULL, time_history_record_start(OLD),
      time_history_record_end(OLD));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER time_records_history AFTER INSERT OR UPDATE OR DELETE ON time_records
FOR EACH ROW EXECUTE FUNCTION time_records_history();--> statement-breakpoint
-- Append-only: no UPDATE, DELETE or TRUNCATE of a history row, whoever asks (a superuser can
-- still go around it, which the chain then shows).
CREATE FUNCTION time_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'time_history_append_only: % of change history rows is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation', CONSTRAINT = 'time_history_append_only';
END $$;--> statement-breakpoint
CREATE TRIGGER time_history_append_only BEFORE UPDATE OR DELETE ON time_history
FOR EACH ROW EXECUTE FUNCTION time_history_append_only();--> statement-breakpoint
CREATE TRIGGER time_history_no_truncate BEFORE TRUNCATE ON time_history
FOR EACH STATEMENT EXECUTE FUNCTION time_history_append_only();
--> statement-breakpoint
-- What exists when the history starts is its first rows ('create', by the system, with the
-- reason saying so), so the chain covers every record, absence and time from here on.
DO $$
DECLARE
  rec time_records;
  ab absences;
  en time_entries;
BEGIN
  PERFORM set_config('kontor.change_reason', 'Bestand bei Einführung des Verlaufs', true);
  FOR rec IN SELECT * FROM time_records ORDER BY created_at, id LOOP
    PERFORM time_history_append(rec.project_id, 'record', rec.id, rec.user_id, 'create', NULL,
      time_history_record_values(rec), time_history_record_start(rec), time_history_record_end(rec));
  END LOOP;
  FOR ab IN SELECT * FROM absences ORDER BY created_at, id LOOP
    PERFORM time_history_append(ab.project_id, 'absence', ab.id, ab.user_id, 'create', NULL,
      time_history_absence_values(ab), ab.start_date, ab.end_date);
  END LOOP;
  FOR en IN SELECT * FROM time_entries ORDER BY date, start_at, id LOOP
    PERFORM time_history_append(en.project_id, 'entry', en.id, en.user_id, 'create', NULL,
      time_history_entry_values(en), en.date, en.date);
  END LOOP;
  PERFORM set_config('kontor.change_reason', '', true);
END $$;
