CREATE TABLE "admin_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"admin_username" varchar(50) NOT NULL,
	"action" varchar(20) NOT NULL,
	"target_type" varchar(20) NOT NULL,
	"target_id" integer NOT NULL,
	"target_label" varchar(200) NOT NULL,
	"reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_actions_action_check" CHECK ("admin_actions"."action" in ('verify', 'reject', 'suspend', 'restore', 'hide', 'unhide', 'dismiss', 'handle')),
	CONSTRAINT "admin_actions_target_type_check" CHECK ("admin_actions"."target_type" in ('transporter', 'store', 'product', 'report', 'contact_message'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_type" varchar(10) NOT NULL,
	"product_id" integer,
	"store_id" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"details" varchar(1000),
	"reporter_user_id" integer,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('product', 'store')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('counterfeit', 'forbidden', 'wrong_info', 'scam', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'actioned', 'dismissed')),
	CONSTRAINT "reports_product_target_check" CHECK (("reports"."target_type" = 'product') = ("reports"."product_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_user_type_check";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "transporter_profiles" ADD COLUMN "verification_status" varchar(20) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "transporter_profiles" ADD COLUMN "verification_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "transporter_profiles" ADD COLUMN "identity_document_id" uuid;--> statement-breakpoint
ALTER TABLE "transporter_profiles" ADD COLUMN "driving_licence_id" uuid;--> statement-breakpoint
ALTER TABLE "transporter_profiles" ADD COLUMN "documents_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transporter_profiles" ADD COLUMN "verification_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "store_suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "store_suspension_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_actions_admin_id_idx" ON "admin_actions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "admin_actions_target_idx" ON "admin_actions" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_product_id_idx" ON "reports" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "reports_store_id_idx" ON "reports" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_user_id_idx" ON "reports" USING btree ("reporter_user_id");--> statement-breakpoint
CREATE INDEX "reports_resolved_by_idx" ON "reports" USING btree ("resolved_by");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter_profiles" ADD CONSTRAINT "transporter_profiles_identity_document_id_media_id_fk" FOREIGN KEY ("identity_document_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter_profiles" ADD CONSTRAINT "transporter_profiles_driving_licence_id_media_id_fk" FOREIGN KEY ("driving_licence_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_messages_handled_by_idx" ON "contact_messages" USING btree ("handled_by");--> statement-breakpoint
CREATE INDEX "transporter_profiles_verification_idx" ON "transporter_profiles" USING btree ("verification_status","documents_submitted_at");--> statement-breakpoint
CREATE INDEX "transporter_profiles_identity_document_id_idx" ON "transporter_profiles" USING btree ("identity_document_id");--> statement-breakpoint
CREATE INDEX "transporter_profiles_driving_licence_id_idx" ON "transporter_profiles" USING btree ("driving_licence_id");--> statement-breakpoint
ALTER TABLE "transporter_profiles" ADD CONSTRAINT "transporter_profiles_verification_status_check" CHECK ("transporter_profiles"."verification_status" in ('pending', 'verified', 'rejected', 'suspended'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('business', 'customer', 'transporter', 'admin'));