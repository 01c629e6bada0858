CREATE TABLE "import_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text,
	"server_url" text NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"classes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_sources" (
	"project_id" text NOT NULL,
	"class_name" text NOT NULL,
	"source_id" text NOT NULL,
	"kontor_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_sources_pkey" PRIMARY KEY("project_id","class_name","source_id")
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_sources" ADD CONSTRAINT "import_sources_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_runs_project_id_idx" ON "import_runs" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "import_sources_kontor_id_idx" ON "import_sources" USING btree ("kontor_id");