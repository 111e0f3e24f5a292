-- The keys of existing rows are computed in JavaScript (identityKey: NFKC and full case folding,
-- which SQL lacks) by prepareDatabase right after migrating; it then validates the check, which
-- until then holds for new and updated rows only.
DROP INDEX "users_username_lower_idx";--> statement-breakpoint
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key_idx" ON "users" USING btree ("username_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key_idx" ON "users" USING btree ("email_key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_identity_keys_present" CHECK ("users"."username_key" is not null and "users"."email_key" is not null) NOT VALID;