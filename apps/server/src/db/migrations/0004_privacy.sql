ALTER TYPE "public"."otp_purpose" ADD VALUE 'delete_account';--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("language" IN ('en', 'hi', 'mr', 'ta'));--> statement-breakpoint
-- The audit trail stays unchangeable, with one exception the law asks for: when a person deletes their
-- account, the personal details staff once recorded about them are struck out of the rows about them (the
-- rows themselves, who did what and when, stay). The erasure marks its transaction with
-- kaamsetu.erasing_person; nothing else may touch an audit row.
CREATE FUNCTION "staff_audit_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD."target_type" = 'person'
    AND OLD."target_id" = current_setting('kaamsetu.erasing_person', true)
    AND (NEW."id", NEW."staff_id", NEW."action", NEW."target_type", NEW."target_id", NEW."reason", NEW."created_at")
      IS NOT DISTINCT FROM (OLD."id", OLD."staff_id", OLD."action", OLD."target_type", OLD."target_id", OLD."reason", OLD."created_at")
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit rows cannot be changed or deleted';
END;
$$;
--> statement-breakpoint
DROP TRIGGER "staff_audit_immutable" ON "staff_audit";--> statement-breakpoint
CREATE TRIGGER "staff_audit_immutable" BEFORE UPDATE OR DELETE ON "staff_audit"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_refuse_change"();
