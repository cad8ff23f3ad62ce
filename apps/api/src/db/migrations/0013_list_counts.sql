CREATE TABLE "property_counts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"constructor_id" uuid NOT NULL,
	"is_real_state" boolean NOT NULL,
	"status" text NOT NULL,
	"progress" text NOT NULL,
	"category_id" integer NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "property_counts_seller_idx" ON "property_counts" USING btree ("seller_id","status","category_id");--> statement-breakpoint
CREATE INDEX "property_counts_constructor_idx" ON "property_counts" USING btree ("constructor_id","status","category_id");
--> statement-breakpoint
-- Every write to properties adds its change to the counts in the same transaction (statement triggers with their
-- transition tables: one grouped insert per statement, however many rows it wrote). Issue 19, ADR 0015.
CREATE FUNCTION "property_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_counts (seller_id, constructor_id, is_real_state, status, progress, category_id, n)
  SELECT seller_id, constructor_id, is_real_state, status, progress, coalesce(vtex_category_id, 0), count(*)
    FROM added GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "property_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_counts (seller_id, constructor_id, is_real_state, status, progress, category_id, n)
  SELECT seller_id, constructor_id, is_real_state, status, progress, coalesce(vtex_category_id, 0), -count(*)
    FROM removed GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An update moves a row from its old group to its new one; most updates (a price, a name) change no group, and
-- add nothing.
CREATE FUNCTION "property_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_counts (seller_id, constructor_id, is_real_state, status, progress, category_id, n)
  SELECT seller_id, constructor_id, is_real_state, status, progress, category_id, sum(n)
    FROM (
      SELECT seller_id, constructor_id, is_real_state, status, progress, coalesce(vtex_category_id, 0) AS category_id,
             -1 AS n
        FROM removed
      UNION ALL
      SELECT seller_id, constructor_id, is_real_state, status, progress, coalesce(vtex_category_id, 0), 1 FROM added
    ) moved
   GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(n) <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_counts_insert" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "property_counts_added"();--> statement-breakpoint
CREATE TRIGGER "properties_counts_delete" AFTER DELETE ON "properties"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "property_counts_removed"();--> statement-breakpoint
CREATE TRIGGER "properties_counts_update" AFTER UPDATE ON "properties"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "property_counts_changed"();--> statement-breakpoint
-- The properties already there, one row per group.
INSERT INTO "property_counts" (seller_id, constructor_id, is_real_state, status, progress, category_id, n)
SELECT seller_id, constructor_id, is_real_state, status, progress, coalesce(vtex_category_id, 0), count(*)
  FROM "properties" GROUP BY 1, 2, 3, 4, 5, 6;
