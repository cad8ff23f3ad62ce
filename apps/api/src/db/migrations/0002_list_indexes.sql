CREATE INDEX "properties_updated_idx" ON "properties" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "properties_seller_kind_updated_idx" ON "properties" USING btree ("seller_id","is_real_state","updated_at");--> statement-breakpoint
CREATE INDEX "properties_status_category_price_idx" ON "properties" USING btree ("status","vtex_category_id","list_price");