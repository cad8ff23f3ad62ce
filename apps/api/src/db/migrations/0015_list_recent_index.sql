CREATE INDEX "properties_list_recent_idx" ON "properties" USING btree ("updated_at","product_id","seller_id","constructor_id","is_real_state","status","vtex_category_id","progress","list_price");--> statement-breakpoint
DROP INDEX "properties_updated_idx";
