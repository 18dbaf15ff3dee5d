CREATE TABLE "profile_match_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"xid" xid8 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "profile_match_versions_xid_idx" ON "profile_match_versions" USING btree ("xid");--> statement-breakpoint
-- Every insert, update and delete of profiles names its rows here with the writing transaction's id,
-- once per statement (transition tables), for the match index of every server (issue 18).
CREATE OR REPLACE FUNCTION mithaq_note_profile_versions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- changed_rows: the statement's new rows (insert, update) or old rows (delete).
  INSERT INTO profile_match_versions (user_id, xid)
    SELECT DISTINCT user_id, pg_current_xact_id() FROM changed_rows
    ON CONFLICT (user_id) DO UPDATE SET xid = excluded.xid;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_match_versions_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION mithaq_note_profile_versions();
--> statement-breakpoint
CREATE TRIGGER profiles_match_versions_update AFTER UPDATE ON profiles
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION mithaq_note_profile_versions();
--> statement-breakpoint
CREATE TRIGGER profiles_match_versions_delete AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION mithaq_note_profile_versions();
