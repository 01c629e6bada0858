CREATE TABLE "content_items" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"date" timestamp with time zone,
	"image" text,
	"state" text DEFAULT 'published' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german', title), 'A') || setweight(to_tsvector('german', search_text), 'B')) STORED,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "deploy_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"status" integer,
	"duration_ms" integer NOT NULL,
	"error" text,
	"attempt" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deploy_hooks" (
	"project_id" text PRIMARY KEY NOT NULL,
	"url" text,
	"pending" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deploy_deliveries" ADD CONSTRAINT "deploy_deliveries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deploy_hooks" ADD CONSTRAINT "deploy_hooks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_by_date" ON "content_items" USING btree ("project_id","type","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_by_title" ON "content_items" USING btree ("project_id","type",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "content_items_by_created" ON "content_items" USING btree ("project_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_search" ON "content_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "content_items_categories" ON "content_items" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "content_items_persons_by_email" ON "content_items" USING btree ("project_id",lower("fields"->>'email'),"id") WHERE "content_items"."type" = 'persons';--> statement-breakpoint
CREATE INDEX "deploy_deliveries_project" ON "deploy_deliveries" USING btree ("project_id","started_at" DESC NULLS LAST);--> statement-breakpoint
-- hand-written: the two states of spec 001 §4 as a constraint (drizzle's text enum is only a type).
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_state_check" CHECK ("state" in ('draft', 'published'));
