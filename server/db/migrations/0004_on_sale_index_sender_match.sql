ALTER TABLE "messages" ADD COLUMN "sender_match" varchar(10);--> statement-breakpoint
CREATE INDEX "products_on_sale_store_idx" ON "products" USING btree ("store_id") WHERE "products"."archived_at" is null and "products"."stock_quantity" > 0 and "products"."status" <> 'out_of_stock';--> statement-breakpoint
-- The stored status follows the quantity (common/stock.ts): a few left reads low stock, more reads in stock.
UPDATE "products" SET "status" = 'low_stock' WHERE "status" = 'in_stock' AND "stock_quantity" BETWEEN 1 AND 5;--> statement-breakpoint
UPDATE "products" SET "status" = 'in_stock' WHERE "status" = 'low_stock' AND "stock_quantity" > 5;
