DROP INDEX "users_user_name_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_idx" ON "users" USING btree (lower("user_name")) WHERE "users"."deleted_at" is null;