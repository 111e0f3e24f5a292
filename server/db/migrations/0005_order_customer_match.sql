ALTER TABLE "orders" ADD COLUMN "customer_match" varchar(10);--> statement-breakpoint
-- Orders placed before the match was recorded: a guest's order filed under a customer with the
-- same phone and another name is the case the seller must still settle.
UPDATE "orders" SET "customer_match" = 'phone'
FROM "customers"
WHERE "customers"."id" = "orders"."customer_id"
  AND "orders"."buyer_user_id" IS NULL
  AND "orders"."customer_match" IS NULL
  AND "orders"."customer_phone" IS NOT NULL
  AND right(regexp_replace(coalesce("customers"."phone", ''), '[^0-9]', '', 'g'), 8) = right(regexp_replace("orders"."customer_phone", '[^0-9]', '', 'g'), 8)
  AND lower(trim("customers"."name")) <> lower(trim("orders"."customer_name"));
