CREATE TABLE "invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"role_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_same_project_fk" FOREIGN KEY ("role_id","project_id") REFERENCES "public"."roles"("id","project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_project_id_idx" ON "invitations" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_email_key" ON "invitations" USING btree ("project_id",lower("email")) WHERE "invitations"."accepted_at" is null and "invitations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_project_name_key" ON "roles" USING btree ("project_id",lower("name"));--> statement-breakpoint
-- hand-written: a project never ends a transaction without a default role (the partial
-- unique index above allows at most one). Deferred, so switching the default inside one
-- transaction may pass through "none" between its statements.
CREATE FUNCTION roles_keep_one_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM projects WHERE id = OLD.project_id)
     AND NOT EXISTS (SELECT 1 FROM roles WHERE project_id = OLD.project_id AND is_default) THEN
    RAISE EXCEPTION 'project % has no default role', OLD.project_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'roles_one_default_required';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER roles_one_default_required
  AFTER UPDATE OF is_default, project_id OR DELETE ON roles
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.is_default)
  EXECUTE FUNCTION roles_keep_one_default();
