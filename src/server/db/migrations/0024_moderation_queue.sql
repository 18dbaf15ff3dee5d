CREATE TABLE "member_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "member_notices_kind_check" CHECK ("member_notices"."kind" in ('warning', 'photo_removed', 'suspension_ended'))
);
--> statement-breakpoint
CREATE TABLE "moderation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hides_member" boolean DEFAULT false NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"decision" text,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"suspended_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_items_status_check" CHECK ("moderation_items"."status" in ('open', 'decided')),
	CONSTRAINT "moderation_items_decision_check" CHECK (("moderation_items"."status" = 'open' and "moderation_items"."decision" is null) or ("moderation_items"."status" = 'decided' and "moderation_items"."decision" in ('dismiss', 'warn', 'remove_photo', 'suspend', 'ban')))
);
--> statement-breakpoint
ALTER TABLE "member_suspensions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_reports" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "member_notices" ADD CONSTRAINT "member_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_notices_unread_idx" ON "member_notices" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "member_notices"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_items_open_member_idx" ON "moderation_items" USING btree ("user_id") WHERE "moderation_items"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_items_queue_idx" ON "moderation_items" USING btree ("status","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "moderation_items_member_idx" ON "moderation_items" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_items_hidden_idx" ON "moderation_items" USING btree ("user_id") WHERE "moderation_items"."status" = 'open' and "moderation_items"."hides_member";--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_item_id_moderation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."moderation_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_suspensions_ends_idx" ON "member_suspensions" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "member_reports_item_idx" ON "member_reports" USING btree ("item_id");