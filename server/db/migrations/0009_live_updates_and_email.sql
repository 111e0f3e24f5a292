CREATE TABLE "conversation_links" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"email" varchar(254),
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"since_message_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_opt_outs" (
	"email" varchar(254) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opt_outs_kind_check" CHECK ("email_opt_outs"."kind" in ('order_new', 'message_new', 'order_confirmation', 'order_status', 'message_reply', 'password_reset'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"template" varchar(30) NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"language" varchar(2) NOT NULL,
	"data" jsonb,
	"unsubscribe_token" varchar(64),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('order_new', 'message_new', 'order_confirmation', 'order_status', 'message_reply', 'password_reset'))
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"audience" varchar(20),
	"kind" varchar(20) NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_kind_check" CHECK ("live_events"."kind" in ('notification', 'order', 'message', 'delivery', 'board', 'cash', 'session_ended')),
	CONSTRAINT "live_events_audience_check" CHECK ("live_events"."audience" is null or "live_events"."audience" in ('business', 'customer', 'transporter', 'admin')),
	CONSTRAINT "live_events_someone" CHECK ("live_events"."user_id" is not null or "live_events"."audience" is not null)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" varchar(255) NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('order_new', 'message_new', 'delivery_accepted', 'delivery_started', 'delivery_completed', 'delivery_failed', 'order_status', 'message_reply'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_email" varchar(254);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_templates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_links" ADD CONSTRAINT "conversation_links_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_links" ADD CONSTRAINT "conversation_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_links_store_id_idx" ON "conversation_links" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "conversation_links_customer_id_idx" ON "conversation_links" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_opt_outs_email_kind_idx" ON "email_opt_outs" USING btree ("email","kind");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."sent_at" is null and "email_outbox"."failed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_unsubscribe_idx" ON "email_outbox" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_events_user_id_idx" ON "live_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "live_events_audience_idx" ON "live_events" USING btree ("audience","id");--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'fr', 'ar'));