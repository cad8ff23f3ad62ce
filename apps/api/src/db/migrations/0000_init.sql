CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"constructor_id" uuid NOT NULL,
	"seller_id" uuid,
	"name" text NOT NULL,
	"application_key" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transactional_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"constructor_id" uuid,
	"seller_id" uuid,
	"user_id" uuid,
	"user_name" text,
	"action" text NOT NULL,
	"field" text,
	"value_before" text,
	"value_after" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_file_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"department_id" uuid NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "cities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "constructors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"nit" text NOT NULL,
	"email" text,
	"age" integer,
	"page_url" text,
	"guild" text,
	"department_id" uuid,
	"city_id" uuid,
	"address" text,
	"phone_number" text,
	"whatsapp_phone" text,
	"description" text,
	"state" boolean DEFAULT true NOT NULL,
	"real_state" boolean DEFAULT false NOT NULL,
	"logo_file_id" uuid,
	"banner_file_id" uuid,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "departments_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"constructor_id" uuid,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"constructor_id" uuid NOT NULL,
	"seller_id" uuid,
	"property_id" uuid,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"identification" text,
	"message" text,
	"status" text DEFAULT 'New' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_locks" (
	"user_name" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"constructor_id" uuid NOT NULL,
	"seller_id" uuid,
	"is_real_state" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	"operation" text NOT NULL,
	"notification_state" text DEFAULT 'NotRead' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "notifications_type_check" CHECK (type in ('Lead', 'Product', 'Seller', 'User')),
	CONSTRAINT "notifications_state_check" CHECK (notification_state in ('Read', 'NotRead'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "properties_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"ref_id" text NOT NULL,
	"constructor_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"is_real_state" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"list_price" bigint,
	"cost_price" bigint,
	"score" integer DEFAULT 1 NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"progress_status" integer DEFAULT 3 NOT NULL,
	"progress" text DEFAULT 'Incomplete' NOT NULL,
	"vtex_category_id" integer,
	"vtex_department_id" integer,
	"vtex_brand_id" integer DEFAULT 2000000 NOT NULL,
	"department_id" uuid,
	"city_id" uuid,
	"subsidy_type" text DEFAULT 'None' NOT NULL,
	"video_url" text,
	"inventory" integer DEFAULT 1 NOT NULL,
	"unlimited_quantity" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Incomplete' NOT NULL,
	"status_detail" text,
	"approved_to_update" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_status_check" CHECK (status in ('OnApprobation', 'Hidden', 'Inactive', 'Rejected', 'Published', 'Loaded', 'Incomplete', 'Approved')),
	CONSTRAINT "properties_progress_check" CHECK (progress in ('Full', 'Medium', 'Incomplete'))
);
--> statement-breakpoint
CREATE TABLE "property_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"constructor_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"constructor_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"label" text,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"client_id" text NOT NULL,
	"seller_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "responsible_rule_products" (
	"rule_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	CONSTRAINT "responsible_rule_products_rule_id_property_id_pk" PRIMARY KEY("rule_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "responsible_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"constructor_id" uuid NOT NULL,
	"seller_id" uuid,
	"user_id" uuid NOT NULL,
	"assign_type" text DEFAULT 'Product' NOT NULL,
	"is_set_location" boolean DEFAULT false NOT NULL,
	"is_set_specific_product" boolean DEFAULT false NOT NULL,
	"min_price" bigint,
	"max_price" bigint,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_name" text NOT NULL,
	"claim_type" text DEFAULT 'permission' NOT NULL,
	"claim_value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"constructor_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"constructor_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text,
	"label" text,
	"text" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"constructor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"business_name" text,
	"email" text,
	"address" text,
	"department_id" uuid,
	"city_id" uuid,
	"phone" text,
	"whatsapp_phone" text,
	"logo_file_id" uuid,
	"banner_file_id" uuid,
	"status" text DEFAULT 'Incomplete' NOT NULL,
	"status_detail" text,
	"level" integer DEFAULT 1 NOT NULL,
	"is_certificate" boolean DEFAULT false NOT NULL,
	"certificate_id" uuid,
	"renting_available" boolean DEFAULT false NOT NULL,
	"department_types" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sellers_status_check" CHECK (status in ('Synchronized', 'OnApprobation', 'Rejected', 'Hide', 'Incomplete'))
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"constructor_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sellers" (
	"user_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"constructor_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sellers_user_id_seller_id_pk" PRIMARY KEY("user_id","seller_id"),
	CONSTRAINT "user_sellers_role_check" CHECK (role in ('SuperAdmin', 'Admintrador_Seller', 'Visualizador_Seller', 'Operativo_Seller', 'Asesor_Comercial', 'Administrador_Bancolombia', 'Visualizador_Bancolombia', 'Operativo_Bancolombia', 'Administrador_SellerDeSeller'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"phone_number" text,
	"identification" text,
	"password_hash" text,
	"role" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"constructor_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"current_seller_id" uuid,
	"last_visit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK (role in ('SuperAdmin', 'Admintrador_Seller', 'Visualizador_Seller', 'Operativo_Seller', 'Asesor_Comercial', 'Administrador_Bancolombia', 'Visualizador_Bancolombia', 'Operativo_Bancolombia', 'Administrador_SellerDeSeller'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_contact_projects" (
	"contact_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	CONSTRAINT "whatsapp_contact_projects_contact_id_seller_id_pk" PRIMARY KEY("contact_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"constructor_id" uuid NOT NULL,
	"whatsapp_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constructors" ADD CONSTRAINT "constructors_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constructors" ADD CONSTRAINT "constructors_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_details" ADD CONSTRAINT "property_details_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_rule_products" ADD CONSTRAINT "responsible_rule_products_rule_id_responsible_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."responsible_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_rule_products" ADD CONSTRAINT "responsible_rule_products_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_rules" ADD CONSTRAINT "responsible_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_details" ADD CONSTRAINT "seller_details_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_images" ADD CONSTRAINT "seller_images_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sellers" ADD CONSTRAINT "user_sellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sellers" ADD CONSTRAINT "user_sellers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_contact_projects" ADD CONSTRAINT "whatsapp_contact_projects_contact_id_whatsapp_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."whatsapp_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_contact_projects" ADD CONSTRAINT "whatsapp_contact_projects_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_contacts" ADD CONSTRAINT "whatsapp_contacts_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_application_key_idx" ON "api_keys" USING btree ("application_key");--> statement-breakpoint
CREATE INDEX "api_keys_constructor_idx" ON "api_keys" USING btree ("constructor_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_transactional_idx" ON "audit_log" USING btree ("transactional_id");--> statement-breakpoint
CREATE INDEX "cities_department_idx" ON "cities" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "constructors_real_state_name_idx" ON "constructors" USING btree ("real_state",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "constructors_nit_idx" ON "constructors" USING btree ("nit");--> statement-breakpoint
CREATE INDEX "files_constructor_idx" ON "files" USING btree ("constructor_id");--> statement-breakpoint
CREATE INDEX "leads_constructor_created_idx" ON "leads" USING btree ("constructor_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_seller_idx" ON "leads" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "login_failures_user_at_idx" ON "login_failures" USING btree ("user_name","at");--> statement-breakpoint
CREATE INDEX "notifications_constructor_state_idx" ON "notifications" USING btree ("constructor_id","notification_state","created_at");--> statement-breakpoint
CREATE INDEX "notifications_seller_idx" ON "notifications" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_idx" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_product_id_idx" ON "properties" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "properties_constructor_status_idx" ON "properties" USING btree ("constructor_id","status","created_at");--> statement-breakpoint
CREATE INDEX "properties_seller_status_idx" ON "properties" USING btree ("seller_id","status","created_at");--> statement-breakpoint
CREATE INDEX "properties_real_state_status_idx" ON "properties" USING btree ("is_real_state","status","created_at");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("list_price");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_details_property_key_idx" ON "property_details" USING btree ("property_id","key");--> statement-breakpoint
CREATE INDEX "property_images_property_idx" ON "property_images" USING btree ("property_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "responsible_rule_products_property_idx" ON "responsible_rule_products" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "responsible_rules_constructor_idx" ON "responsible_rules" USING btree ("constructor_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_claims_role_value_idx" ON "role_claims" USING btree ("role_name","claim_type","claim_value");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_details_seller_key_idx" ON "seller_details" USING btree ("seller_id","key");--> statement-breakpoint
CREATE INDEX "seller_images_seller_idx" ON "seller_images" USING btree ("seller_id","sort_order");--> statement-breakpoint
CREATE INDEX "sellers_constructor_status_idx" ON "sellers" USING btree ("constructor_id","status");--> statement-breakpoint
CREATE INDEX "sellers_name_idx" ON "sellers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "terms_acceptances_constructor_idx" ON "terms_acceptances" USING btree ("constructor_id","version");--> statement-breakpoint
CREATE INDEX "user_sellers_seller_idx" ON "user_sellers" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_idx" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "users_constructor_idx" ON "users" USING btree ("constructor_id");--> statement-breakpoint
CREATE INDEX "whatsapp_contacts_constructor_idx" ON "whatsapp_contacts" USING btree ("constructor_id");