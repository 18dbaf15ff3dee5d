CREATE TABLE "cms_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"parent_id" uuid,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"alt_text" text,
	"mime_type" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_media_file_type_check" CHECK ("cms_media"."file_type" in ('image', 'video', 'audio', 'document'))
);
--> statement-breakpoint
CREATE TABLE "cms_post_tags" (
	"post_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "cms_post_tags_post_id_tag_id_pk" PRIMARY KEY("post_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "cms_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_revisions_kind_check" CHECK ("cms_revisions"."kind" in ('post', 'page'))
);
--> statement-breakpoint
CREATE TABLE "cms_settings" (
	"setting_key" text PRIMARY KEY NOT NULL,
	"setting_value" text DEFAULT '' NOT NULL,
	"setting_group" text DEFAULT 'general' NOT NULL,
	"setting_type" text DEFAULT 'text' NOT NULL,
	"setting_label" text NOT NULL,
	"setting_description" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_settings_type_check" CHECK ("cms_settings"."setting_type" in ('text', 'textarea', 'boolean', 'number', 'email', 'url'))
);
--> statement-breakpoint
CREATE TABLE "cms_slug_redirects" (
	"kind" text NOT NULL,
	"old_slug" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_slug_redirects_kind_old_slug_pk" PRIMARY KEY("kind","old_slug"),
	CONSTRAINT "cms_slug_redirects_kind_check" CHECK ("cms_slug_redirects"."kind" in ('post', 'page'))
);
--> statement-breakpoint
CREATE TABLE "cms_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_posts" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "cms_categories" ADD CONSTRAINT "cms_categories_parent_id_cms_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cms_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_categories" ADD CONSTRAINT "cms_categories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_media" ADD CONSTRAINT "cms_media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_post_tags" ADD CONSTRAINT "cms_post_tags_post_id_cms_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."cms_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_post_tags" ADD CONSTRAINT "cms_post_tags_tag_id_cms_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."cms_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_revisions" ADD CONSTRAINT "cms_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD CONSTRAINT "cms_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_tags" ADD CONSTRAINT "cms_tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_categories_slug_idx" ON "cms_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_media_storage_key_idx" ON "cms_media" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "cms_media_created_idx" ON "cms_media" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cms_post_tags_tag_idx" ON "cms_post_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "cms_revisions_item_idx" ON "cms_revisions" USING btree ("kind","item_id","created_at");--> statement-breakpoint
CREATE INDEX "cms_slug_redirects_item_idx" ON "cms_slug_redirects" USING btree ("kind","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_tags_slug_idx" ON "cms_tags" USING btree ("slug");--> statement-breakpoint
UPDATE "cms_posts" SET "category_id" = NULL WHERE "category_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_posts" ADD CONSTRAINT "cms_posts_category_id_cms_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."cms_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_posts" ADD CONSTRAINT "cms_posts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The settings the public site reads (issue 22 item 6): every installation has them, demo or not.
INSERT INTO "cms_settings" ("setting_key", "setting_value", "setting_group", "setting_type", "setting_label", "setting_description", "display_order") VALUES
  ('site_name', 'Mithaq', 'general', 'text', 'Site name', 'Shown in the header, page titles and feeds.', 1),
  ('site_tagline', 'Muslim marriage with family involvement, the halal way', 'general', 'text', 'Tagline', 'A short line under the site name in the footer and feeds.', 2),
  ('contact_email', 'support@mithaq.example', 'general', 'email', 'Contact e-mail', 'The address shown on the contact page and in the footer.', 3),
  ('default_meta_description', 'Mithaq: a trusted place for Muslim singles and their families to find a spouse, the halal way.', 'seo', 'textarea', 'Default meta description', 'Used by pages and posts without a meta description of their own (150-160 characters recommended).', 1),
  ('posts_per_page', '9', 'blog', 'number', 'Posts per page', 'How many articles /blog shows per page (1-50).', 1),
  ('show_featured_posts', 'true', 'blog', 'boolean', 'Show featured articles', 'Show up to 3 featured articles above the list on /blog.', 2),
  ('social_facebook', '', 'social', 'url', 'Facebook', 'Full address of the Facebook page; empty hides the link.', 1),
  ('social_instagram', '', 'social', 'url', 'Instagram', 'Full address of the Instagram profile; empty hides the link.', 2),
  ('social_x', '', 'social', 'url', 'X (Twitter)', 'Full address of the X profile; empty hides the link.', 3)
ON CONFLICT ("setting_key") DO NOTHING;
