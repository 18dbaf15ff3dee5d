CREATE TABLE "member_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"pose" text NOT NULL,
	"selfie_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"woman_reviewer" boolean DEFAULT false NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"selfie_erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_verifications_status_check" CHECK ("member_verifications"."status" in ('pending', 'approved', 'refused')),
	CONSTRAINT "member_verifications_decision_check" CHECK (("member_verifications"."status" = 'pending') = ("member_verifications"."decided_at" is null)),
	CONSTRAINT "member_verifications_reason_check" CHECK (char_length("member_verifications"."decision_reason") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "verification_challenges" (
	"user_id" text PRIMARY KEY NOT NULL,
	"pose" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardian_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guardianship_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"guardian_id" text,
	"kind" text NOT NULL,
	"connection_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_access_log_kind_check" CHECK ("guardian_access_log"."kind" in ('connections', 'conversation', 'live'))
);
--> statement-breakpoint
CREATE TABLE "member_guardians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"status" text DEFAULT 'invited' NOT NULL,
	"guardian_id" text,
	"weekly_summary" boolean DEFAULT false NOT NULL,
	"last_summary_at" timestamp with time zone,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_guardians_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "member_guardians_status_check" CHECK ("member_guardians"."status" in ('invited', 'accepted', 'active', 'revoked')),
	CONSTRAINT "member_guardians_name_check" CHECK (char_length("member_guardians"."name") between 1 and 50),
	CONSTRAINT "member_guardians_email_check" CHECK (char_length("member_guardians"."email") between 3 and 254),
	CONSTRAINT "member_guardians_not_self_check" CHECK ("member_guardians"."guardian_id" is null or "member_guardians"."guardian_id" <> "member_guardians"."member_id")
);
--> statement-breakpoint
ALTER TABLE "moderation_items" DROP CONSTRAINT "moderation_items_decision_check";--> statement-breakpoint
DROP INDEX "moderation_items_open_member_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_kind" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "reviewer_gender" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pending_photo_url" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pending_photo_thumb_url" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_viewers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "wali_involved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "wali_name" text;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD COLUMN "kind" text DEFAULT 'report' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_verifications" ADD CONSTRAINT "member_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_verifications" ADD CONSTRAINT "member_verifications_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_verifications" ADD CONSTRAINT "member_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_challenges" ADD CONSTRAINT "verification_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_access_log" ADD CONSTRAINT "guardian_access_log_guardianship_id_member_guardians_id_fk" FOREIGN KEY ("guardianship_id") REFERENCES "public"."member_guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_access_log" ADD CONSTRAINT "guardian_access_log_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_access_log" ADD CONSTRAINT "guardian_access_log_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_access_log" ADD CONSTRAINT "guardian_access_log_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_guardians" ADD CONSTRAINT "member_guardians_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_guardians" ADD CONSTRAINT "member_guardians_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_verifications_pending_member_idx" ON "member_verifications" USING btree ("user_id") WHERE "member_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "member_verifications_queue_idx" ON "member_verifications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "member_verifications_member_idx" ON "member_verifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_verifications_selfie_due_idx" ON "member_verifications" USING btree ("decided_at") WHERE "member_verifications"."selfie_key" is not null and "member_verifications"."status" <> 'pending';--> statement-breakpoint
CREATE INDEX "guardian_access_log_member_idx" ON "guardian_access_log" USING btree ("member_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "guardian_access_log_guardianship_idx" ON "guardian_access_log" USING btree ("guardianship_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "member_guardians_live_email_idx" ON "member_guardians" USING btree ("member_id","email") WHERE "member_guardians"."status" in ('invited', 'accepted', 'active');--> statement-breakpoint
CREATE INDEX "member_guardians_member_idx" ON "member_guardians" USING btree ("member_id","invited_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_guardians_guardian_idx" ON "member_guardians" USING btree ("guardian_id","member_id") WHERE "member_guardians"."status" in ('accepted', 'active');--> statement-breakpoint
CREATE INDEX "member_guardians_summary_due_idx" ON "member_guardians" USING btree ("last_summary_at") WHERE "member_guardians"."status" = 'active' and "member_guardians"."weekly_summary";--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_items_open_member_idx" ON "moderation_items" USING btree ("user_id","kind") WHERE "moderation_items"."status" = 'open';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_kind_check" CHECK ("users"."account_kind" in ('member', 'guardian'));--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_reviewer_gender_check" CHECK ("user_roles"."reviewer_gender" is null or "user_roles"."reviewer_gender" in ('female', 'male'));--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_wali_name_check" CHECK (char_length("connections"."wali_name") <= 50);--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_kind_check" CHECK ("moderation_items"."kind" in ('report', 'photo'));--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_decision_check" CHECK (("moderation_items"."status" = 'open' and "moderation_items"."decision" is null) or ("moderation_items"."status" = 'decided' and "moderation_items"."decision" in ('dismiss', 'approve', 'warn', 'remove_photo', 'suspend', 'ban')));--> statement-breakpoint
-- Photo pre-approval (issue 23 item 2): on for every installation; admins may turn it off in the settings.
INSERT INTO "cms_settings" ("setting_key", "setting_value", "setting_group", "setting_type", "setting_label", "setting_description", "display_order") VALUES
  ('photo_pre_approval', 'true', 'moderation', 'boolean', 'Approve new photos first', 'New and changed profile photos wait in the moderation queue; other members see them once a moderator approves them.', 1)
ON CONFLICT ("setting_key") DO NOTHING;
