CREATE TABLE "member_account_controls" (
	"user_id" text PRIMARY KEY NOT NULL,
	"paused_at" timestamp with time zone,
	"deletion_requested_at" timestamp with time zone,
	"deletion_due_at" timestamp with time zone,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_account_controls" ADD CONSTRAINT "member_account_controls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_account_controls_deletion_due_idx" ON "member_account_controls" USING btree ("deletion_due_at") WHERE "member_account_controls"."deletion_due_at" is not null and "member_account_controls"."erased_at" is null;