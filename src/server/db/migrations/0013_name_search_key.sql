-- Name search (issue 18): src/shared/rules/name-search.ts says what a search means, and its nameWords(),
-- nameSound() and nameSearchKey() are written here again in SQL, step for step, so that every write
-- path (the profile form, the seed, tests, the bench) stores the key; name-search-key.test.ts compares
-- the two. mithaq_lower() is String.prototype.toLowerCase() (migration 0002). Each step runs under
-- COLLATE "C" and names its characters by code point, so no locale has a say.
CREATE OR REPLACE FUNCTION mithaq_name_words(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(word ORDER BY n), '{}')
  FROM regexp_split_to_table(
    regexp_replace(
      translate(
        regexp_replace(normalize(mithaq_lower(value), NFD) COLLATE "C", '[\u0300-\u036f\u064b-\u065f\u0670]', '', 'g'),
        'ıłøđ', 'ilod'),
      '[''‘’ʼʿʾ`´\u200b-\u200f]', '', 'g'),
    '[\u0001-\u0020\u0021-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u00bf\u00d7\u00f7\u060c\u061b\u061f\u066a-\u066d\u06d4\u1680\u2000-\u200a\u2010-\u206f\u3000-\u303f\ufeff]+') WITH ORDINALITY AS t(word, n)
  WHERE word <> ''
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION mithaq_name_sound(word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN word COLLATE "C" ~ '^[a-z]+$' THEN
    regexp_replace(
      regexp_replace(
        translate(left(plain, 1) || translate(substr(plain, 2), 'y', 'i'), 'eiou', 'aaaa') COLLATE "C",
        '(.)\1+', '\1', 'g'),
      'ah$', 'a')
  END
  FROM (SELECT replace(replace(word, 'ph', 'f'), 'q', 'k') AS plain) AS spelled
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION mithaq_name_key(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH words AS (
    SELECT word, n, lead(word) OVER (ORDER BY n) AS next
    FROM unnest(mithaq_name_words(value)) WITH ORDINALITY AS t(word, n)
  ), keys AS (
    SELECT 1 AS kind, n, word AS key FROM words
    UNION ALL SELECT 2, n, word || next FROM words WHERE next IS NOT NULL
    UNION ALL SELECT 3, n, '~' || mithaq_name_sound(word) FROM words WHERE mithaq_name_sound(word) IS NOT NULL
    UNION ALL SELECT 4, n, '~' || mithaq_name_sound(word || next) FROM words
      WHERE next IS NOT NULL AND mithaq_name_sound(word || next) IS NOT NULL
  )
  SELECT ' ' || string_agg(key, ' ' ORDER BY kind, n) || ' ' FROM keys
$$;--> statement-breakpoint
DROP INDEX "profiles_full_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "name_key" text GENERATED ALWAYS AS (mithaq_name_key(full_name)) STORED;--> statement-breakpoint
CREATE INDEX "profiles_name_key_trgm_idx" ON "profiles" USING gin ("name_key" gin_trgm_ops) WHERE "profiles"."full_name" is not null;--> statement-breakpoint
-- One row per key of each named profile (schema/profile-name-keys.ts). The key compares code point by
-- code point (COLLATE "C"), so "every key starting with sa" is the range ['sa', 'sb').
CREATE TABLE "profile_name_keys" (
	"key" text COLLATE "C" NOT NULL,
	"user_id" text NOT NULL,
	"gender" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name_order" text NOT NULL,
	"date_of_birth" date,
	"current_country" text,
	"religion_community" text,
	"educational_qualification" text,
	"marital_status" text
);
--> statement-breakpoint
ALTER TABLE "profile_name_keys" ADD CONSTRAINT "profile_name_keys_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_name_keys_lookup_idx" ON "profile_name_keys" USING btree ("gender","key","user_id") INCLUDE ("created_at","name_order","date_of_birth","current_country","religion_community","educational_qualification","marital_status");--> statement-breakpoint
CREATE INDEX "profile_name_keys_user_idx" ON "profile_name_keys" USING btree ("user_id","key");--> statement-breakpoint
-- Browse estimates how many keys a typed word starts from ANALYZE's histogram (browse-statistics.ts):
-- 500 buckets of about 1,200 keys each at 100,000 members.
ALTER TABLE "profile_name_keys" ALTER COLUMN "key" SET STATISTICS 500;--> statement-breakpoint
-- Written by the database itself, in the transaction of every insert or update of what a key row copies.
CREATE OR REPLACE FUNCTION mithaq_write_name_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM profile_name_keys WHERE user_id = OLD.user_id;
  END IF;
  IF NEW.name_key IS NOT NULL AND NEW.gender IS NOT NULL THEN
    INSERT INTO profile_name_keys (key, user_id, gender, created_at, name_order, date_of_birth, current_country,
      religion_community, educational_qualification, marital_status)
    SELECT DISTINCT key, NEW.user_id, NEW.gender, NEW.created_at, lower(NEW.full_name), NEW.date_of_birth,
      NEW.current_country, NEW.religion_community, NEW.educational_qualification, NEW.marital_status
    FROM unnest(string_to_array(btrim(NEW.name_key), ' ')) AS key;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_write_name_keys" AFTER INSERT OR UPDATE OF "user_id", "full_name", "gender", "created_at", "date_of_birth", "current_country", "religion_community", "educational_qualification", "marital_status" ON "profiles" FOR EACH ROW EXECUTE FUNCTION mithaq_write_name_keys();--> statement-breakpoint
INSERT INTO profile_name_keys (key, user_id, gender, created_at, name_order, date_of_birth, current_country,
  religion_community, educational_qualification, marital_status)
SELECT DISTINCT key, p.user_id, p.gender, p.created_at, lower(p.full_name), p.date_of_birth, p.current_country,
  p.religion_community, p.educational_qualification, p.marital_status
FROM profiles p, unnest(string_to_array(btrim(p.name_key), ' ')) AS key
WHERE p.name_key IS NOT NULL AND p.gender IS NOT NULL;--> statement-breakpoint
-- The browse order indexes hold what a walk tests (migration 0009), now the name key; the name's own
-- index keeps full_name too, without which no scan of an index on lower(full_name) is index-only.
DROP INDEX IF EXISTS "profiles_browse_newest_idx";--> statement-breakpoint
CREATE INDEX "profiles_browse_newest_idx" ON "profiles" USING btree ("gender","created_at" DESC NULLS FIRST,"user_id") INCLUDE ("name_key","date_of_birth","current_country","religion_community","educational_qualification","marital_status") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_browse_name_idx";--> statement-breakpoint
CREATE INDEX "profiles_browse_name_idx" ON "profiles" USING btree ("gender",lower("full_name"),"user_id") INCLUDE ("full_name","name_key","date_of_birth","current_country","religion_community","educational_qualification","marital_status") WHERE "profiles"."full_name" is not null;--> statement-breakpoint
ALTER INDEX "profiles_browse_name_idx" ALTER COLUMN 2 SET STATISTICS 1000;--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_browse_age_idx";--> statement-breakpoint
CREATE INDEX "profiles_browse_age_idx" ON "profiles" USING btree ("gender","date_of_birth" DESC NULLS LAST,"user_id") INCLUDE ("name_key","current_country","religion_community","educational_qualification","marital_status") WHERE "profiles"."full_name" is not null;
