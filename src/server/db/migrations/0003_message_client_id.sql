DROP INDEX "messages_connection_id_created_at_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "client_id" uuid;--> statement-breakpoint
-- Messages stored before client ids existed get one of their own, so the column can be NOT NULL.
UPDATE "messages" SET "client_id" = gen_random_uuid() WHERE "client_id" IS NULL;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "connections_recipient_id_updated_at_idx" ON "connections" USING btree ("recipient_id","updated_at");--> statement-breakpoint
CREATE INDEX "messages_connection_id_created_at_id_idx" ON "messages" USING btree ("connection_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_connection_id_client_id_idx" ON "messages" USING btree ("connection_id","client_id");
