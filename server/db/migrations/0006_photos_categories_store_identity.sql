CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"stored_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_size_positive" CHECK ("media"."width" > 0 and "media"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "media_blobs" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"content_type" varchar(50) NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" integer NOT NULL,
	"media_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"alt" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "product_images_position_range" CHECK ("product_images"."position" >= 0 and "product_images"."position" < 8)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category" varchar(20) DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cover_media_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "store_governorate" varchar(10);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "store_whatsapp" varchar(30);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "store_logo_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "store_cover_id" uuid;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_owner_id_idx" ON "media" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_product_position_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_product_media_idx" ON "product_images" USING btree ("product_id","media_id");--> statement-breakpoint
CREATE INDEX "product_images_media_id_idx" ON "product_images" USING btree ("media_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_store_logo_id_media_id_fk" FOREIGN KEY ("store_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_store_cover_id_media_id_fk" FOREIGN KEY ("store_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","created_at") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_cover_media_id_idx" ON "products" USING btree ("cover_media_id");--> statement-breakpoint
CREATE INDEX "users_store_governorate_idx" ON "users" USING btree ("store_governorate");--> statement-breakpoint
CREATE INDEX "users_store_logo_id_idx" ON "users" USING btree ("store_logo_id");--> statement-breakpoint
CREATE INDEX "users_store_cover_id_idx" ON "users" USING btree ("store_cover_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_check" CHECK ("products"."category" in ('food', 'sweets', 'clothing', 'jewellery', 'home', 'pottery', 'textiles', 'beauty', 'crafts', 'other'));--> statement-breakpoint
UPDATE "products" p SET "sold_count" = s.units FROM (SELECT oi."product_id", sum(oi."quantity")::int AS units FROM "order_items" oi JOIN "orders" o ON o."id" = oi."order_id" WHERE o."status" <> 'cancelled' AND oi."product_id" IS NOT NULL GROUP BY oi."product_id") s WHERE s."product_id" = p."id";
--> statement-breakpoint
CREATE INDEX "products_browse_newest_idx" ON "products" USING btree ((case when ("stock_quantity" > 0 and "status" <> 'out_of_stock') then 0 else 1 end),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_browse_price_asc_idx" ON "products" USING btree ((case when ("stock_quantity" > 0 and "status" <> 'out_of_stock') then 0 else 1 end),"price","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_browse_price_desc_idx" ON "products" USING btree ((case when ("stock_quantity" > 0 and "status" <> 'out_of_stock') then 0 else 1 end),"price" DESC NULLS FIRST,"id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_browse_popular_idx" ON "products" USING btree ((case when ("stock_quantity" > 0 and "status" <> 'out_of_stock') then 0 else 1 end),"sold_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_featured_order_idx" ON "products" USING btree ((case when ("stock_quantity" > 0 and "status" <> 'out_of_stock') then 0 else 1 end),"featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" is null;