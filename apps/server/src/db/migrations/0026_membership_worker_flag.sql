ALTER TABLE "memberships" ADD COLUMN "is_worker" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- 'Arbeiter' moves from the account to each membership: every project keeps what it saw.
UPDATE "memberships" SET "is_worker" = true FROM "users" WHERE "users"."id" = "memberships"."user_id" AND "users"."is_worker";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_worker";
