-- Member verification (issue 23 item 3), hand-written: what drizzle cannot declare.
--
-- Browse walks its order's index and tests every member on the way without reading the table (INCLUDE,
-- migrations 0009 and 0013). Two more columns are tested now: verified_viewers_only (a member seen only
-- by verified members: the visibility rule, domain/member/verified-viewers.ts) and verified_at (the
-- "Verified only" filter). Without them in the index, every member walked would be read from the table.
DROP INDEX IF EXISTS "profiles_browse_newest_idx";--> statement-breakpoint
CREATE INDEX "profiles_browse_newest_idx" ON "profiles" USING btree ("gender","created_at" DESC NULLS FIRST,"user_id") INCLUDE ("name_key","date_of_birth","current_country","religion_community","educational_qualification","marital_status","verified_at","verified_viewers_only") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_browse_name_idx";--> statement-breakpoint
CREATE INDEX "profiles_browse_name_idx" ON "profiles" USING btree ("gender",lower("full_name"),"user_id") INCLUDE ("full_name","name_key","date_of_birth","current_country","religion_community","educational_qualification","marital_status","verified_at","verified_viewers_only") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_browse_age_idx";--> statement-breakpoint
CREATE INDEX "profiles_browse_age_idx" ON "profiles" USING btree ("gender","date_of_birth" DESC NULLS LAST,"user_id") INCLUDE ("name_key","current_country","religion_community","educational_qualification","marital_status","verified_at","verified_viewers_only") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
-- The database's own scoring of every candidate (the match index's fallback) reads the visibility rule's
-- column too; kept an index-only scan.
DROP INDEX IF EXISTS "profiles_match_candidates_idx";--> statement-breakpoint
CREATE INDEX "profiles_match_candidates_idx" ON "profiles" USING btree ("gender","user_id","created_at","date_of_birth","partner_age_min","partner_age_max","match_religion","match_beliefs","match_education","match_country","match_state","match_family_type","match_marital_status","match_education_words","match_occupation_words","match_languages") INCLUDE ("verified_at","verified_viewers_only") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
-- "Verified only" when few members are verified: browse collects them through this index and sorts them
-- (browse-plan.ts, the 'verified' driver), as it does for a rare country, instead of walking everyone.
CREATE INDEX "profiles_browse_verified_idx" ON "profiles" USING btree ("gender") WHERE "profiles"."full_name" is not null and "profiles"."verified_at" is not null;
