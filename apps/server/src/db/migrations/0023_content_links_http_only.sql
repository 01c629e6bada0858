-- Issue 18: links were checked less strictly before (online place links took any scheme, file
-- addresses any path). Stored ones that the rule of packages/core/src/content/web-address.ts
-- now refuses are removed, so no answer hands them to a website: such a place becomes none,
-- such a file none.
CREATE FUNCTION "pg_temp"."kontor_http_link"(link text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT link ~* '^https?://[^/\\?#@[:space:]]' AND link !~ '[[:space:][:cntrl:]\\]'
$$;--> statement-breakpoint
CREATE FUNCTION "pg_temp"."kontor_without_bad_places"(entries jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(
    CASE WHEN e->'place'->>'online' IS NOT NULL
          AND NOT "pg_temp"."kontor_http_link"(e->'place'->>'online')
      THEN jsonb_set(e, '{place}', 'null'::jsonb) ELSE e END
    ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements(entries) WITH ORDINALITY AS x(e, n)
$$;--> statement-breakpoint
UPDATE "content_items" SET "fields" = jsonb_set("fields", '{dates}', "pg_temp"."kontor_without_bad_places"("fields"->'dates'))
  WHERE jsonb_typeof("fields"->'dates') = 'array'
    AND "pg_temp"."kontor_without_bad_places"("fields"->'dates') <> "fields"->'dates';--> statement-breakpoint
UPDATE "content_items" SET "fields" = jsonb_set("fields", '{times}', "pg_temp"."kontor_without_bad_places"("fields"->'times'))
  WHERE jsonb_typeof("fields"->'times') = 'array'
    AND "pg_temp"."kontor_without_bad_places"("fields"->'times') <> "fields"->'times';--> statement-breakpoint
UPDATE "content_items" SET "fields" = jsonb_set("fields", '{file}', 'null'::jsonb)
  WHERE "fields"->'file'->>'url' IS NOT NULL
    AND NOT "pg_temp"."kontor_http_link"("fields"->'file'->>'url')
    AND "fields"->'file'->>'url' !~ '^/api/projects/[A-Za-z0-9_-]+/documents/[A-Za-z0-9_-]+/file$';--> statement-breakpoint
DROP FUNCTION "pg_temp"."kontor_without_bad_places"(jsonb);--> statement-breakpoint
DROP FUNCTION "pg_temp"."kontor_http_link"(text);
