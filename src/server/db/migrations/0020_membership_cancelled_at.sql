ALTER TABLE "user_memberships" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
-- Memberships cancelled before this column: their last change was the cancellation (or later).
UPDATE "user_memberships" SET "cancelled_at" = "updated_at" WHERE "status" = 'cancelled';
