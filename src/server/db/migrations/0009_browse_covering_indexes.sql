-- Browse lists a page of ids by walking one of these indexes in its order and filtering on the way
-- (name search, ages, country, religion, education, marital status). Holding those columns in the
-- index (INCLUDE) makes that walk an index-only scan: at 100,000 members a search walked 2,780
-- profiles and read each from the table (8.5 ms); now it reads none (1.2 ms). The cards of the 20 ids
-- are then read by primary key. drizzle cannot declare INCLUDE: the schema (profile-match-columns.ts)
-- declares these indexes without it, and this migration is where they get it.
DROP INDEX IF EXISTS "profiles_browse_newest_idx";--> statement-breakpoint
CREATE INDEX "profiles_browse_newest_idx" ON "profiles" USING btree ("gender","created_at" DESC NULLS FIRST,"user_id") INCLUDE ("full_name","date_of_birth","current_country","religion_community","educational_qualification","marital_status") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_browse_name_idx";--> statement-breakpoint
CREATE INDEX "profiles_browse_name_idx" ON "profiles" USING btree ("gender",lower("full_name"),"user_id") INCLUDE ("full_name","date_of_birth","current_country","religion_community","educational_qualification","marital_status") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_browse_age_idx";--> statement-breakpoint
CREATE INDEX "profiles_browse_age_idx" ON "profiles" USING btree ("gender","date_of_birth" DESC NULLS LAST,"user_id") INCLUDE ("full_name","current_country","religion_community","educational_qualification","marital_status") WHERE "profiles"."full_name" is not null;
