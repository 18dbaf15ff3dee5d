DROP INDEX "profiles_gender_created_at_idx";--> statement-breakpoint
CREATE INDEX "profiles_browse_newest_idx" ON "profiles" USING btree ("gender","created_at" DESC NULLS FIRST,"user_id") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
CREATE INDEX "profiles_browse_name_idx" ON "profiles" USING btree ("gender",lower("full_name"),"user_id") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
CREATE INDEX "profiles_browse_age_idx" ON "profiles" USING btree ("gender","date_of_birth" DESC NULLS LAST,"user_id") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
CREATE INDEX "profiles_full_name_trgm_idx" ON "profiles" USING gin ("full_name" gin_trgm_ops) WHERE "profiles"."full_name" is not null;--> statement-breakpoint
CREATE INDEX "profiles_browse_country_idx" ON "profiles" USING btree ("gender","current_country") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
CREATE INDEX "profiles_browse_education_idx" ON "profiles" USING btree ("gender","educational_qualification") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
CREATE INDEX "profiles_browse_religion_idx" ON "profiles" USING btree ("gender","religion_community") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
CREATE INDEX "profiles_browse_marital_idx" ON "profiles" USING btree ("gender","marital_status") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
CREATE INDEX "profiles_match_candidates_idx" ON "profiles" USING btree ("gender","user_id","created_at","date_of_birth","partner_age_min","partner_age_max","match_religion","match_beliefs","match_education","match_country","match_state","match_family_type","match_marital_status","match_education_words","match_occupation_words","match_languages") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
CREATE INDEX "favorites_user_id_created_at_idx" ON "favorites" USING btree ("user_id","created_at");