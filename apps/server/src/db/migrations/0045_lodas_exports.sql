CREATE TABLE "lodas_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"checksum" text NOT NULL,
	"lines" jsonb NOT NULL,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_by" text,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lodas_exports_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "lodas_exports_month_check" CHECK ("lodas_exports"."month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "lodas_exports" ADD CONSTRAINT "lodas_exports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodas_exports" ADD CONSTRAINT "lodas_exports_exported_by_users_id_fk" FOREIGN KEY ("exported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lodas_exports_month_idx" ON "lodas_exports" USING btree ("project_id","year","month","sequence");