CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"type" text NOT NULL,
	"property_id" text,
	"task_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_usages" (
	"image_id" text NOT NULL,
	"project_id" text NOT NULL,
	"element_type" text NOT NULL,
	"element_id" text NOT NULL,
	"field" text NOT NULL,
	CONSTRAINT "image_usages_pkey" PRIMARY KEY("image_id","element_type","element_id","field")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"module_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "images_id_project_key" UNIQUE("id","project_id")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "portrait" text;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_property_fk" FOREIGN KEY ("property_id","project_id") REFERENCES "public"."properties"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_usages" ADD CONSTRAINT "image_usages_image_fk" FOREIGN KEY ("image_id","project_id") REFERENCES "public"."images"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_property_idx" ON "documents" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_task_idx" ON "documents" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "image_usages_element_idx" ON "image_usages" USING btree ("project_id","element_type","element_id","field");--> statement-breakpoint
CREATE INDEX "images_list_idx" ON "images" USING btree ("project_id","created_at","id");