ALTER TABLE "cms_posts" ADD COLUMN "plain_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_posts" ADD COLUMN "word_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cms_posts_search_idx" ON "cms_posts" USING gin (lower("title" || ' ' || coalesce("excerpt", '') || ' ' || "plain_text") gin_trgm_ops);--> statement-breakpoint
-- Posts saved before this migration: their text by the same steps in SQL (tags out, the common entities
-- decoded, whitespace collapsed). Every later save stores the sanitiser's own text (content-values.ts).
UPDATE "cms_posts" SET "plain_text" = btrim(regexp_replace(
  replace(replace(replace(replace(replace(replace(
    regexp_replace("content", '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
  '\s+', ' ', 'g'));--> statement-breakpoint
UPDATE "cms_posts" SET "word_count" = coalesce(array_length(regexp_split_to_array("plain_text", '\s+'), 1), 0)
  WHERE "plain_text" <> '';
