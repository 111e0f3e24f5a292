CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"topic" varchar(20) DEFAULT 'other' NOT NULL,
	"message" text NOT NULL,
	"language" varchar(5) DEFAULT 'en' NOT NULL,
	"user_id" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_name" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "store_shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "checklist_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
-- Prices carry at most two decimals (SPEC §1): what is shown is what is stored and summed.
UPDATE "products" SET "price" = greatest(round("price", 2), 0.01) WHERE "price" <> round("price", 2);--> statement-breakpoint
UPDATE "delivery_requests" SET "payment_amount" = greatest(round("payment_amount", 2), 0.01) WHERE "payment_amount" <> round("payment_amount", 2);--> statement-breakpoint
UPDATE "transporter_profiles" SET "base_rate" = round("base_rate", 2), "rate_per_km" = round("rate_per_km", 2) WHERE "base_rate" <> round("base_rate", 2) OR "rate_per_km" <> round("rate_per_km", 2);--> statement-breakpoint
-- A product with nothing left is out of stock, whatever was chosen.
UPDATE "products" SET "status" = 'out_of_stock' WHERE "stock_quantity" = 0 AND "status" <> 'out_of_stock';
