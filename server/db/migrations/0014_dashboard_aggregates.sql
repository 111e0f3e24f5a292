CREATE TABLE "store_daily_stats" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"sales_revenue" numeric(15, 3) DEFAULT '0' NOT NULL,
	"customers_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_daily_stats_store_id_day_pk" PRIMARY KEY("store_id","day")
);
