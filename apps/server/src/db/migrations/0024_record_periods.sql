ALTER TABLE "time_records" DROP CONSTRAINT "time_records_user_year_key";--> statement-breakpoint
ALTER TABLE "time_records" ADD COLUMN "end_month" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
CREATE INDEX "time_records_user_idx" ON "time_records" USING btree ("project_id","user_id","year");--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_months_check" CHECK ("time_records"."start_month" between 1 and 12 and "time_records"."end_month" between "time_records"."start_month" and 12);--> statement-breakpoint
-- hand-written: records of one user never share a month (a contract change mid-year is a second
-- record from the month after the first one ends); months counted from year 0 so years compare.
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_no_overlap" EXCLUDE USING gist ("project_id" WITH =, "user_id" WITH =, int4range("year" * 12 + "start_month", "year" * 12 + "end_month", '[]') WITH &&);
