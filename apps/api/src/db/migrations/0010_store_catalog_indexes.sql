ALTER TABLE "properties" ADD COLUMN "rooms" smallint;--> statement-breakpoint
CREATE INDEX "properties_store_recent_idx" ON "properties" USING btree ("product_id","seller_id","constructor_id") WHERE status in ('Published', 'Loaded');--> statement-breakpoint
CREATE INDEX "properties_store_price_idx" ON "properties" USING btree ("list_price","product_id","seller_id","constructor_id") WHERE status in ('Published', 'Loaded');--> statement-breakpoint
CREATE INDEX "properties_store_city_idx" ON "properties" USING btree ("city_id","product_id","seller_id","constructor_id","vtex_category_id","list_price","rooms") WHERE status in ('Published', 'Loaded');--> statement-breakpoint
CREATE INDEX "properties_store_department_idx" ON "properties" USING btree ("department_id","product_id","seller_id","constructor_id","vtex_category_id","list_price","rooms") WHERE status in ('Published', 'Loaded');--> statement-breakpoint
CREATE INDEX "properties_store_category_price_idx" ON "properties" USING btree ("vtex_category_id","list_price","rooms","product_id","seller_id","constructor_id") WHERE status in ('Published', 'Loaded');--> statement-breakpoint
CREATE INDEX "properties_store_rooms_idx" ON "properties" USING btree ("rooms","product_id","seller_id","constructor_id") WHERE status in ('Published', 'Loaded');--> statement-breakpoint
-- properties.rooms is the Habitaciones detail as a number, kept here whatever writes the detail (the wizard, bulk
-- loads, the integration API): the store catalog filters on it without reading the details (issue 15).
CREATE FUNCTION "property_rooms_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.key = 'Habitaciones' THEN
    UPDATE properties SET rooms = NULL WHERE id = OLD.property_id AND rooms IS NOT NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.key = 'Habitaciones' THEN
    UPDATE properties
       SET rooms = CASE WHEN btrim(NEW.value) ~ '^[0-9]{1,2}$' THEN btrim(NEW.value)::smallint END
     WHERE id = NEW.property_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "property_details_rooms" AFTER INSERT OR UPDATE OR DELETE ON "property_details"
  FOR EACH ROW EXECUTE FUNCTION "property_rooms_sync"();--> statement-breakpoint
UPDATE "properties" p
   SET rooms = CASE WHEN btrim(d.value) ~ '^[0-9]{1,2}$' THEN btrim(d.value)::smallint END
  FROM "property_details" d
 WHERE d.property_id = p.id AND d.key = 'Habitaciones';
