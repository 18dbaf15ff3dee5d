ALTER TABLE "profile_name_keys" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_name_keys" ADD COLUMN "verified_viewers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written below (issue 18 after issue 23): the key rows copy the member's two verification columns
-- as they copy the filters, written by the same trigger in the same transaction, so browse's name
-- search tests the visibility rule's verified-viewers side and "Verified only" on the key rows it reads,
-- instead of one primary-key probe of profiles per key row (which a two-letter search made thousands of).
UPDATE "profile_name_keys" AS k SET "verified" = p."verified_at" IS NOT NULL,
  "verified_viewers_only" = p."verified_viewers_only"
FROM "profiles" AS p
WHERE p."user_id" = k."user_id" AND (p."verified_at" IS NOT NULL OR p."verified_viewers_only");--> statement-breakpoint
CREATE OR REPLACE FUNCTION mithaq_write_name_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM profile_name_keys WHERE user_id = OLD.user_id;
  END IF;
  IF NEW.name_key IS NOT NULL AND NEW.gender IS NOT NULL THEN
    INSERT INTO profile_name_keys (key, user_id, gender, created_at, name_order, date_of_birth, current_country,
      religion_community, educational_qualification, marital_status, verified, verified_viewers_only)
    SELECT DISTINCT key, NEW.user_id, NEW.gender, NEW.created_at, lower(NEW.full_name), NEW.date_of_birth,
      NEW.current_country, NEW.religion_community, NEW.educational_qualification, NEW.marital_status,
      NEW.verified_at IS NOT NULL, NEW.verified_viewers_only
    FROM unnest(string_to_array(btrim(NEW.name_key), ' ')) AS key;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "profiles_write_name_keys" ON "profiles";--> statement-breakpoint
CREATE TRIGGER "profiles_write_name_keys" AFTER INSERT OR UPDATE OF "user_id", "full_name", "gender", "created_at", "date_of_birth", "current_country", "religion_community", "educational_qualification", "marital_status", "verified_at", "verified_viewers_only" ON "profiles" FOR EACH ROW EXECUTE FUNCTION mithaq_write_name_keys();--> statement-breakpoint
DROP INDEX IF EXISTS "profile_name_keys_lookup_idx";--> statement-breakpoint
CREATE INDEX "profile_name_keys_lookup_idx" ON "profile_name_keys" USING btree ("gender","key","user_id") INCLUDE ("created_at","name_order","date_of_birth","current_country","religion_community","educational_qualification","marital_status","verified","verified_viewers_only");
