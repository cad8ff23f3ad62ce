CREATE TABLE "price_batch_changes" (
	"batch_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"old_price" bigint,
	"new_price" bigint NOT NULL,
	CONSTRAINT "price_batch_changes_batch_id_property_id_pk" PRIMARY KEY("batch_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "price_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"constructor_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "price_batch_changes" ADD CONSTRAINT "price_batch_changes_batch_id_price_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."price_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_batch_changes" ADD CONSTRAINT "price_batch_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_batches" ADD CONSTRAINT "price_batches_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_batches" ADD CONSTRAINT "price_batches_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_batch_changes_property_idx" ON "price_batch_changes" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "price_batches_seller_created_idx" ON "price_batches" USING btree ("seller_id","created_at");