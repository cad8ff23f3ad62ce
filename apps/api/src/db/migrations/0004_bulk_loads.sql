CREATE TABLE "bulk_loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"template" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'Validating' NOT NULL,
	"constructor_id" uuid NOT NULL,
	"seller_id" uuid,
	"created_by" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"to_create" integer DEFAULT 0 NOT NULL,
	"to_update" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"message" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_loads_status_check" CHECK (status in ('Validating', 'Validated', 'Applying', 'Done', 'Failed', 'Cancelled', 'Interrupted'))
);
--> statement-breakpoint
ALTER TABLE "bulk_loads" ADD CONSTRAINT "bulk_loads_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_loads" ADD CONSTRAINT "bulk_loads_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_loads_constructor_created_idx" ON "bulk_loads" USING btree ("constructor_id","created_at");--> statement-breakpoint
CREATE INDEX "bulk_loads_seller_created_idx" ON "bulk_loads" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "bulk_loads_status_idx" ON "bulk_loads" USING btree ("status");