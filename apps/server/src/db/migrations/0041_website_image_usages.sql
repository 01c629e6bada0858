-- Issue 35: the website's images become connected elements (modules/website/website-images.ts):
-- the image elements of pages, image contents ('Inhalte') and the site's logo and favicon. What
-- was saved before is recorded once here; an id that is no longer an image of the project is
-- left out (it is shown as no image already).
INSERT INTO "image_usages" ("image_id", "project_id", "element_type", "element_id", "field")
SELECT DISTINCT i."id", w."project_id", 'webpage', w."id", 'elements'
  FROM "webpages" w
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(w."elements") = 'array' THEN w."elements" ELSE '[]'::jsonb END
  ) AS e("element")
  JOIN "images" i ON i."id" = e."element"->>'image' AND i."project_id" = w."project_id"
  WHERE e."element"->>'type' = 'image'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "image_usages" ("image_id", "project_id", "element_type", "element_id", "field")
SELECT i."id", c."project_id", 'website-content', c."id", 'body'
  FROM "website_contents" c
  JOIN "images" i ON i."id" = c."body"->>'image' AND i."project_id" = c."project_id"
  WHERE c."kind" = 'image'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "image_usages" ("image_id", "project_id", "element_type", "element_id", "field")
SELECT i."id", p."id", 'project', p."id", logo."field"
  FROM "projects" p
  CROSS JOIN (VALUES ('logo', 'siteLogo'), ('logoSquare', 'siteLogoSquare')) AS logo("key", "field")
  JOIN "images" i ON i."id" = p."settings"->'site'->>logo."key" AND i."project_id" = p."id"
ON CONFLICT DO NOTHING;
