CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer,
	"name" varchar(100) NOT NULL,
	"email" varchar(254),
	"phone" varchar(30),
	"address" varchar(255),
	"governorate" varchar(5),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"transporter_id" integer,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"pickup_address" text NOT NULL,
	"delivery_address" text NOT NULL,
	"package_details" text NOT NULL,
	"requested_delivery_date" date,
	"payment_amount" numeric(12, 3) NOT NULL,
	"accepted_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_requests_status_check" CHECK ("delivery_requests"."status" in ('pending', 'accepted', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "delivery_requests_amount_positive" CHECK ("delivery_requests"."payment_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"direction" varchar(10) DEFAULT 'inbound' NOT NULL,
	"content" text NOT NULL,
	"status" varchar(20) DEFAULT 'unread' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('unread', 'awaiting', 'read', 'replied')),
	CONSTRAINT "messages_direction_check" CHECK ("messages"."direction" in ('inbound', 'outbound')),
	CONSTRAINT "messages_content_not_blank" CHECK (length(trim("messages"."content")) > 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer,
	"product_name" varchar(200) NOT NULL,
	"unit_price" numeric(12, 3) NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_unit_price_positive" CHECK ("order_items"."unit_price" > 0),
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer,
	"buyer_user_id" integer,
	"reference" varchar(16) NOT NULL,
	"customer_name" varchar(100) NOT NULL,
	"customer_phone" varchar(30),
	"status" varchar(20) DEFAULT 'processing' NOT NULL,
	"total_amount" numeric(12, 3) NOT NULL,
	"items_count" integer NOT NULL,
	"shipping_address" text,
	"shipping_governorate" varchar(5),
	"payment_method" varchar(30) DEFAULT 'cash_on_delivery' NOT NULL,
	"note" text,
	"status_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('processing', 'shipped', 'delivered', 'completed', 'cancelled')),
	CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('cash_on_delivery', 'bank_transfer', 'card', 'cash')),
	CONSTRAINT "orders_total_non_negative" CHECK ("orders"."total_amount" >= 0),
	CONSTRAINT "orders_items_count_positive" CHECK ("orders"."items_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"price" numeric(12, 3) NOT NULL,
	"image_url" text,
	"status" varchar(20) DEFAULT 'in_stock' NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('in_stock', 'low_stock', 'out_of_stock')),
	CONSTRAINT "products_price_positive" CHECK ("products"."price" > 0),
	CONSTRAINT "products_stock_non_negative" CHECK ("products"."stock_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "transporter_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vehicle_type" varchar(50) NOT NULL,
	"vehicle_model" varchar(100) NOT NULL,
	"vehicle_year" varchar(10) NOT NULL,
	"license_plate" varchar(30) NOT NULL,
	"capacity" varchar(100) NOT NULL,
	"base_rate" numeric(12, 3) NOT NULL,
	"rate_per_km" numeric(12, 3) NOT NULL,
	"areas_served" text NOT NULL,
	"phone_number" varchar(30) NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transporter_profiles_rates_non_negative" CHECK ("transporter_profiles"."base_rate" >= 0 and "transporter_profiles"."rate_per_km" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"user_type" varchar(20) DEFAULT 'business' NOT NULL,
	"setup_completed" boolean DEFAULT false NOT NULL,
	"store_name" varchar(100),
	"store_description" varchar(500),
	"store_phone" varchar(30),
	"store_address" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('business', 'customer', 'transporter'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter_profiles" ADD CONSTRAINT "transporter_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_store_id_idx" ON "customers" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "customers_user_id_idx" ON "customers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customers_store_phone_idx" ON "customers" USING btree ("store_id","phone");--> statement-breakpoint
CREATE INDEX "delivery_requests_store_id_idx" ON "delivery_requests" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "delivery_requests_order_id_idx" ON "delivery_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "delivery_requests_transporter_id_idx" ON "delivery_requests" USING btree ("transporter_id");--> statement-breakpoint
CREATE INDEX "delivery_requests_status_idx" ON "delivery_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_requests_one_open_per_order_idx" ON "delivery_requests" USING btree ("order_id") WHERE "delivery_requests"."status" in ('pending', 'accepted', 'in_progress');--> statement-breakpoint
CREATE INDEX "messages_store_id_created_idx" ON "messages" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_customer_id_idx" ON "messages" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_store_id_idx" ON "order_items" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "order_items_product_id_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_store_id_date_idx" ON "orders" USING btree ("store_id","order_date");--> statement-breakpoint
CREATE INDEX "orders_customer_id_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_user_id_idx" ON "orders" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_idx" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "products_store_id_idx" ON "products" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured") WHERE "products"."featured" and "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transporter_profiles_user_id_idx" ON "transporter_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));