CREATE TABLE "cash_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"transporter_id" integer NOT NULL,
	"amount" numeric(12, 3) NOT NULL,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_collections_amount_non_negative" CHECK ("cash_collections"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"transporter_id" integer NOT NULL,
	"amount" numeric(12, 3) NOT NULL,
	"status" varchar(20) DEFAULT 'declared' NOT NULL,
	"dispute_note" varchar(500),
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "cash_handovers_amount_positive" CHECK ("cash_handovers"."amount" > 0),
	CONSTRAINT "cash_handovers_status_check" CHECK ("cash_handovers"."status" in ('declared', 'confirmed', 'disputed'))
);
--> statement-breakpoint
CREATE TABLE "delivery_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"transporter_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "delivery_releases_kind_check" CHECK ("delivery_releases"."kind" in ('released', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "store_delivery_fees" (
	"store_id" integer NOT NULL,
	"governorate" varchar(5) NOT NULL,
	"fee" numeric(12, 3) NOT NULL,
	CONSTRAINT "store_delivery_fees_fee_non_negative" CHECK ("store_delivery_fees"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transporter_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"transporter_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"comment" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transporter_ratings_stars_range" CHECK ("transporter_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "delivery_requests" DROP CONSTRAINT "delivery_requests_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "code_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "code_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "seller_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "failure_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "failure_note" varchar(500);--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "payment_disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "payment_dispute_note" varchar(500);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" numeric(12, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code" varchar(4) DEFAULT lpad((floor(random() * 10000))::int::text, 4, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_key" varchar(32) DEFAULT md5(random()::text || clock_timestamp()::text) NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delivery_fee" numeric(12, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delivery_free_threshold" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delivery_days_min" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delivery_days_max" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_collections" ADD CONSTRAINT "cash_collections_request_id_delivery_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."delivery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_collections" ADD CONSTRAINT "cash_collections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_collections" ADD CONSTRAINT "cash_collections_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_collections" ADD CONSTRAINT "cash_collections_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_releases" ADD CONSTRAINT "delivery_releases_request_id_delivery_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."delivery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_releases" ADD CONSTRAINT "delivery_releases_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_releases" ADD CONSTRAINT "delivery_releases_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_delivery_fees" ADD CONSTRAINT "store_delivery_fees_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter_ratings" ADD CONSTRAINT "transporter_ratings_request_id_delivery_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."delivery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter_ratings" ADD CONSTRAINT "transporter_ratings_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter_ratings" ADD CONSTRAINT "transporter_ratings_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_collections_request_idx" ON "cash_collections" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cash_collections_order_id_idx" ON "cash_collections" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cash_collections_store_transporter_idx" ON "cash_collections" USING btree ("store_id","transporter_id");--> statement-breakpoint
CREATE INDEX "cash_collections_transporter_store_idx" ON "cash_collections" USING btree ("transporter_id","store_id");--> statement-breakpoint
CREATE INDEX "cash_handovers_store_transporter_idx" ON "cash_handovers" USING btree ("store_id","transporter_id");--> statement-breakpoint
CREATE INDEX "cash_handovers_transporter_store_idx" ON "cash_handovers" USING btree ("transporter_id","store_id");--> statement-breakpoint
CREATE INDEX "cash_handovers_status_idx" ON "cash_handovers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "delivery_releases_transporter_idx" ON "delivery_releases" USING btree ("transporter_id","seen_at");--> statement-breakpoint
CREATE INDEX "delivery_releases_request_id_idx" ON "delivery_releases" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "delivery_releases_store_id_idx" ON "delivery_releases" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_delivery_fees_store_governorate_idx" ON "store_delivery_fees" USING btree ("store_id","governorate");--> statement-breakpoint
CREATE UNIQUE INDEX "transporter_ratings_request_idx" ON "transporter_ratings" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "transporter_ratings_transporter_idx" ON "transporter_ratings" USING btree ("transporter_id");--> statement-breakpoint
CREATE INDEX "transporter_ratings_store_id_idx" ON "transporter_ratings" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "delivery_requests_transporter_status_idx" ON "delivery_requests" USING btree ("transporter_id","status");--> statement-breakpoint
CREATE INDEX "delivery_requests_disputed_idx" ON "delivery_requests" USING btree ("payment_disputed_at") WHERE "delivery_requests"."payment_disputed_at" is not null;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_failure_reason_check" CHECK ("delivery_requests"."failure_reason" is null or "delivery_requests"."failure_reason" in ('buyer_absent', 'refused', 'wrong_address', 'other'));--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_status_check" CHECK ("delivery_requests"."status" in ('pending', 'accepted', 'in_progress', 'completed', 'failed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_fee_non_negative" CHECK ("orders"."delivery_fee" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_code_digits" CHECK ("orders"."delivery_code" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('processing', 'shipped', 'delivered', 'completed', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_delivery_fee_non_negative" CHECK ("users"."delivery_fee" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_delivery_free_threshold_positive" CHECK ("users"."delivery_free_threshold" is null or "users"."delivery_free_threshold" > 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_delivery_days_range" CHECK ("users"."delivery_days_min" >= 0 and "users"."delivery_days_min" <= "users"."delivery_days_max" and "users"."delivery_days_max" <= 60);