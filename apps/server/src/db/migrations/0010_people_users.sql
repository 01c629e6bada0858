ALTER TABLE "users" ADD COLUMN "color" text DEFAULT '#868e96' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "notification_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;