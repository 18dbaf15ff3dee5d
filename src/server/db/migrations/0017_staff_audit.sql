CREATE TABLE "staff_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_user_id" text,
	"target_email" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sign_ins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_sign_ins" ADD CONSTRAINT "member_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_created_idx" ON "staff_actions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_actions_actor_idx" ON "staff_actions" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_actions_target_idx" ON "staff_actions" USING btree ("target_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_actions_action_idx" ON "staff_actions" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The audit trail is append-only for everyone who connects, the application included: UPDATE, DELETE and
-- TRUNCATE are refused by the database itself (a REVOKE would not bind the table's owner, which is the
-- role the application connects as).
CREATE FUNCTION "staff_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_actions is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_actions_no_update_delete" BEFORE UPDATE OR DELETE ON "staff_actions"
  FOR EACH ROW EXECUTE FUNCTION "staff_actions_append_only"();--> statement-breakpoint
CREATE TRIGGER "staff_actions_no_truncate" BEFORE TRUNCATE ON "staff_actions"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_actions_append_only"();--> statement-breakpoint
-- Every new session is a sign-in: its creation time becomes the member's last sign-in, in the same
-- transaction, whichever path created it (sign-in, the verification link, a seed).
CREATE FUNCTION "member_sign_ins_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_sign_ins" AS s ("user_id", "last_sign_in_at") VALUES (NEW."user_id", NEW."created_at")
  ON CONFLICT ("user_id") DO UPDATE SET "last_sign_in_at" = greatest(s."last_sign_in_at", excluded."last_sign_in_at");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_record_sign_in" AFTER INSERT ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "member_sign_ins_record"();--> statement-breakpoint
INSERT INTO "member_sign_ins" ("user_id", "last_sign_in_at")
  SELECT "user_id", max("created_at") FROM "sessions" GROUP BY "user_id";--> statement-breakpoint
-- The admin users list (features/admin/users-service.ts): newest members first and joined-between walk
-- this index; search by name or e-mail (lower(x) LIKE '%text%') uses the trigram indexes.
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_full_name_lower_trgm_idx" ON "profiles" USING gin (lower("full_name") gin_trgm_ops) WHERE "full_name" IS NOT NULL;
