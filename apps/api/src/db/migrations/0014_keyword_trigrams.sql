-- The list's keyword search reads trigram indexes (issue 19). pg_trgm is a trusted extension: the database's owner
-- may create it; PGlite loads it from its contrib bundle (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "properties_name_trgm_idx" ON "properties" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_ref_trgm_idx" ON "properties" USING gin ("ref_id" gin_trgm_ops);