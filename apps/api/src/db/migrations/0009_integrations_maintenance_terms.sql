CREATE TABLE "maintenance" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"expected_end" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_single_row" CHECK ("maintenance"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid
);
--> statement-breakpoint
DROP INDEX "api_keys_constructor_idx";--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "token_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "scopes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "revoked_by" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "rotated_from" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "terms_versions_version_idx" ON "terms_versions" USING btree ("version");--> statement-breakpoint
CREATE INDEX "terms_versions_published_idx" ON "terms_versions" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "api_keys_constructor_idx" ON "api_keys" USING btree ("constructor_id","created_at");--> statement-breakpoint
INSERT INTO "maintenance" ("id") VALUES (1) ON CONFLICT DO NOTHING;