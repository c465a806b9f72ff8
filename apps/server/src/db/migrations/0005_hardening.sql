ALTER TYPE "public"."auth_failure_kind" ADD VALUE 'otp_source';--> statement-breakpoint
ALTER TYPE "public"."auth_failure_kind" ADD VALUE 'otp_number_source';--> statement-breakpoint
ALTER TYPE "public"."auth_failure_kind" ADD VALUE 'account_lookup';--> statement-breakpoint
CREATE TABLE "welcome_grants" (
	"phone_key" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "otp_challenges_phone_created_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consent_method" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_consent_method_known" CHECK ("consent_method" IN ('checkbox', 'sms-notice'));--> statement-breakpoint
-- Until now our sign-up form's checkbox was the only way to agree, except for people staff added.
UPDATE "users" SET "consent_method" = CASE WHEN "added_by_staff_id" IS NULL THEN 'checkbox' ELSE 'sms-notice' END
  WHERE "consent_version" IS NOT NULL;--> statement-breakpoint
-- Codes live 5 minutes and counters an hour, and the old rows hold plain numbers that SQL cannot hash with
-- the server's key: they go. A code in flight during the upgrade is void (ask for a new one).
DELETE FROM "otp_challenges";--> statement-breakpoint
DELETE FROM "auth_failures" WHERE "kind" = 'otp';--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "phone_key" text NOT NULL;--> statement-breakpoint
CREATE INDEX "otp_challenges_phone_key_created_idx" ON "otp_challenges" USING btree ("phone_key","created_at");--> statement-breakpoint
ALTER TABLE "otp_challenges" DROP COLUMN "phone";