CREATE TABLE "mail_links" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sealed_target" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_links_kind_check" CHECK ("mail_links"."kind" in ('verify-email', 'reset-password'))
);
--> statement-breakpoint
CREATE INDEX "mail_links_expires_at_idx" ON "mail_links" USING btree ("expires_at");