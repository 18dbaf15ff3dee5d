CREATE TABLE "match_lists" (
	"viewer_id" text NOT NULL,
	"filter_key" text NOT NULL,
	"viewer_key" text NOT NULL,
	"candidate_ids" text[] NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_lists_viewer_id_filter_key_pk" PRIMARY KEY("viewer_id","filter_key")
);
--> statement-breakpoint
ALTER TABLE "match_lists" ADD CONSTRAINT "match_lists_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_lists_computed_at_idx" ON "match_lists" USING btree ("computed_at");