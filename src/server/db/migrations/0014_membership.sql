CREATE TABLE "member_plan_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"photos_private" boolean DEFAULT false NOT NULL,
	"incognito" boolean DEFAULT false NOT NULL,
	"boosted_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_entitlements" (
	"plan_id" text NOT NULL,
	"feature_key" text NOT NULL,
	"feature_value" text NOT NULL,
	"reset_period" text DEFAULT 'never' NOT NULL,
	CONSTRAINT "membership_entitlements_plan_id_feature_key_pk" PRIMARY KEY("plan_id","feature_key"),
	CONSTRAINT "membership_entitlements_reset_period_check" CHECK ("membership_entitlements"."reset_period" in ('daily', 'weekly', 'monthly', 'never'))
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"badge_icon" text,
	"billing_model" text DEFAULT 'recurring' NOT NULL,
	"billing_period" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"trial_price_cents" integer DEFAULT 0 NOT NULL,
	"signup_fee_cents" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"provider_price_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_plans_billing_model_check" CHECK ("membership_plans"."billing_model" in ('recurring', 'one-time', 'lifetime')),
	CONSTRAINT "membership_plans_billing_period_check" CHECK ("membership_plans"."billing_period" is null or "membership_plans"."billing_period" in ('weekly', 'monthly', 'quarterly', 'annual')),
	CONSTRAINT "membership_plans_amounts_check" CHECK ("membership_plans"."price_cents" >= 0 and "membership_plans"."trial_price_cents" >= 0 and "membership_plans"."signup_fee_cents" >= 0 and "membership_plans"."trial_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "membership_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"membership_id" text,
	"plan_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_transactions_status_check" CHECK ("membership_transactions"."status" in ('completed', 'failed')),
	CONSTRAINT "membership_transactions_amount_check" CHECK ("membership_transactions"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "membership_usage" (
	"user_id" text NOT NULL,
	"feature_key" text NOT NULL,
	"usage_count" integer NOT NULL,
	"period_end" timestamp with time zone,
	CONSTRAINT "membership_usage_user_id_feature_key_pk" PRIMARY KEY("user_id","feature_key"),
	CONSTRAINT "membership_usage_count_check" CHECK ("membership_usage"."usage_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "user_memberships" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"grace_ends_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_memberships_status_check" CHECK ("user_memberships"."status" in ('active', 'past_due', 'cancelled', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"membership_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_sessions_status_check" CHECK ("checkout_sessions"."status" in ('open', 'paid', 'expired')),
	CONSTRAINT "checkout_sessions_amount_check" CHECK ("checkout_sessions"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_plan_settings" ADD CONSTRAINT "member_plan_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_entitlements" ADD CONSTRAINT "membership_entitlements_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_transactions" ADD CONSTRAINT "membership_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_transactions" ADD CONSTRAINT "membership_transactions_membership_id_user_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."user_memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_transactions" ADD CONSTRAINT "membership_transactions_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_usage" ADD CONSTRAINT "membership_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_membership_id_user_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."user_memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_plan_settings_boosted_idx" ON "member_plan_settings" USING btree ("boosted_until") WHERE "member_plan_settings"."boosted_until" is not null;--> statement-breakpoint
CREATE INDEX "membership_plans_active_order_idx" ON "membership_plans" USING btree ("is_active","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_transactions_provider_ref_idx" ON "membership_transactions" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "membership_transactions_created_idx" ON "membership_transactions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "membership_transactions_user_idx" ON "membership_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_memberships_one_current_idx" ON "user_memberships" USING btree ("user_id") WHERE "user_memberships"."status" <> 'ended';--> statement-breakpoint
CREATE UNIQUE INDEX "user_memberships_provider_ref_idx" ON "user_memberships" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "user_memberships_ends_at_idx" ON "user_memberships" USING btree ("ends_at") WHERE "user_memberships"."status" <> 'ended';--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_provider_ref_idx" ON "checkout_sessions" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_idx" ON "checkout_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
-- The plan of every member without a membership of their own (FREE_PLAN_ID). Admins may change its
-- entitlements; it is never sold, so it has no price and no provider price.
INSERT INTO "membership_plans" ("id", "name", "description", "billing_model", "billing_period", "price_cents", "display_order")
VALUES ('free', 'Free', 'Create your profile, browse, get matched and start a few conversations.', 'lifetime', NULL, 0, 0)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "membership_entitlements" ("plan_id", "feature_key", "feature_value", "reset_period") VALUES
  ('free', 'contact_credits', '5', 'monthly'),
  ('free', 'daily_messages', '50', 'daily'),
  ('free', 'advanced_filters', 'false', 'never'),
  ('free', 'read_receipts', 'false', 'never'),
  ('free', 'incognito_browsing', 'false', 'never'),
  ('free', 'photo_privacy', 'false', 'never'),
  ('free', 'visibility_boost', '0', 'monthly'),
  ('free', 'featured_profile', 'false', 'never'),
  ('free', 'priority_support', 'false', 'never'),
  ('free', 'event_access', 'false', 'never')
ON CONFLICT DO NOTHING;
