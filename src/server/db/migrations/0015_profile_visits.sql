DROP INDEX "profile_views_viewer_id_idx";--> statement-breakpoint
ALTER TABLE "profile_views" ADD COLUMN "last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_views" ADD COLUMN "duration_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_views" ADD COLUMN "viewer_age" smallint;--> statement-breakpoint
ALTER TABLE "profile_views" ADD COLUMN "viewer_location" text;--> statement-breakpoint
ALTER TABLE "profile_views" ADD COLUMN "viewer_country" text;--> statement-breakpoint
CREATE INDEX "profile_views_viewer_visit_idx" ON "profile_views" USING btree ("viewer_id","viewed_profile_id","last_viewed_at");--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_duration_check" CHECK ("profile_views"."duration_seconds" between 0 and 1800);--> statement-breakpoint
-- Issue 20: every /api/analytics figure reads this index alone (drizzle cannot write INCLUDE).
DROP INDEX "profile_views_viewed_profile_id_viewed_at_idx";--> statement-breakpoint
CREATE INDEX "profile_views_viewed_profile_id_viewed_at_idx" ON "profile_views" USING btree ("viewed_profile_id","viewed_at") INCLUDE ("viewer_id","last_viewed_at","duration_seconds","viewer_age","viewer_location","viewer_country");--> statement-breakpoint
-- Rows from before visits were kept: a visit of one open, the viewer as their profile says today.
UPDATE "profile_views" v SET "last_viewed_at" = v."viewed_at",
  "viewer_age" = CASE WHEN p."date_of_birth" IS NOT NULL
    THEN extract(year FROM age((v."viewed_at" AT TIME ZONE 'UTC')::date, p."date_of_birth"))::smallint END,
  "viewer_location" = nullif(concat_ws(', ', nullif(btrim(p."current_state"), ''), nullif(btrim(p."current_country"), '')), ''),
  "viewer_country" = nullif(btrim(p."current_country"), '')
FROM "profiles" p WHERE p."user_id" = v."viewer_id";
