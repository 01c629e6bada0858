CREATE TABLE "service_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"property_id" text NOT NULL,
	"service_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"schedule" jsonb NOT NULL,
	"holiday_rule" text DEFAULT 'skip' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_entries_id_project_key" UNIQUE("id","project_id"),
	CONSTRAINT "service_entries_property_service_key" UNIQUE("property_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "service_entry_staff" (
	"entry_id" text NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "service_entry_staff_pkey" PRIMARY KEY("entry_id","kind","user_id"),
	CONSTRAINT "service_entry_staff_position_key" UNIQUE("entry_id","kind","position"),
	CONSTRAINT "service_entry_staff_kind_check" CHECK ("service_entry_staff"."kind" in ('worker', 'substitute'))
);
--> statement-breakpoint
CREATE TABLE "service_staff" (
	"service_id" text NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "service_staff_pkey" PRIMARY KEY("service_id","kind","user_id"),
	CONSTRAINT "service_staff_position_key" UNIQUE("service_id","kind","position"),
	CONSTRAINT "service_staff_kind_check" CHECK ("service_staff"."kind" in ('worker', 'substitute'))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"default_duration" integer,
	"cost_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "services_id_project_key" UNIQUE("id","project_id")
);
--> statement-breakpoint
ALTER TABLE "service_entries" ADD CONSTRAINT "service_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_entries" ADD CONSTRAINT "service_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_entries" ADD CONSTRAINT "service_entries_property_fk" FOREIGN KEY ("property_id","project_id") REFERENCES "public"."properties"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_entries" ADD CONSTRAINT "service_entries_service_fk" FOREIGN KEY ("service_id","project_id") REFERENCES "public"."services"("id","project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_entry_staff" ADD CONSTRAINT "service_entry_staff_owner_fk" FOREIGN KEY ("entry_id","project_id") REFERENCES "public"."service_entries"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_entry_staff" ADD CONSTRAINT "service_entry_staff_member_fk" FOREIGN KEY ("user_id","project_id") REFERENCES "public"."memberships"("user_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_staff" ADD CONSTRAINT "service_staff_owner_fk" FOREIGN KEY ("service_id","project_id") REFERENCES "public"."services"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_staff" ADD CONSTRAINT "service_staff_member_fk" FOREIGN KEY ("user_id","project_id") REFERENCES "public"."memberships"("user_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_entries_project_service_idx" ON "service_entries" USING btree ("project_id","service_id");--> statement-breakpoint
CREATE INDEX "service_entry_staff_project_user_idx" ON "service_entry_staff" USING btree ("project_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "service_staff_project_user_idx" ON "service_staff" USING btree ("project_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "services_project_title_idx" ON "services" USING btree ("project_id",lower("title"),"id");