ALTER TYPE "public"."otp_purpose" ADD VALUE 'delete_account';--> statement-breakpoint
ALTER TYPE "public"."otp_purpose" ADD VALUE 'onboarding';--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
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
    AND OLD."target_type" IN ('person', 'wallet')
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
--> statement-breakpoint
-- unlock_contact as in 0002, except that it reads the worker's account FOR SHARE: an account deletion holds
-- that row FOR UPDATE while it erases, so an unlock either finishes first (and the erasure then removes the
-- stored answer carrying the number) or waits and finds the account gone (KS403).
CREATE OR REPLACE FUNCTION "unlock_contact"(
  p_employer uuid, p_worker uuid, p_price bigint, p_share bigint, p_key text, p_hash text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_stored record;
  v_worker record;
  v_owners uuid[] := ARRAY[p_employer];
  v_kinds "ledger_account_kind"[] := ARRAY['credits'::"ledger_account_kind"];
  v_amounts bigint[] := ARRAY[-p_price];
  v_posted jsonb;
  v_credits bigint;
  v_answer jsonb;
BEGIN
  INSERT INTO "idempotency_keys" ("owner_id", "key", "request_hash", "response_status", "response_body")
    VALUES (p_employer, p_key, p_hash, 0, 'null'::jsonb) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    SELECT "request_hash", "response_body" INTO v_stored FROM "idempotency_keys"
      WHERE "owner_id" = p_employer AND "key" = p_key;
    IF v_stored.request_hash IS DISTINCT FROM p_hash THEN
      RAISE EXCEPTION USING ERRCODE = 'KS409', MESSAGE = 'idempotency key reused';
    END IF;
    RETURN v_stored.response_body;
  END IF;
  -- A blocked employer whose session is still cached somewhere cannot buy numbers.
  IF EXISTS (SELECT 1 FROM "users" WHERE "id" = p_employer AND "blocked_at" IS NOT NULL) THEN
    RAISE EXCEPTION USING ERRCODE = 'KS423', MESSAGE = 'account blocked';
  END IF;
  INSERT INTO "ledger_accounts" ("owner_id", "kind", "balance_paise")
    SELECT p_employer, 'credits', 0
    WHERE NOT EXISTS (SELECT 1 FROM "ledger_accounts" WHERE "owner_id" = p_employer AND "kind" = 'credits')
    ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "ledger_accounts" WHERE "owner_id" = p_employer AND "kind" = 'credits' FOR UPDATE;
  SELECT u."phone", u."role", u."is_demo", u."blocked_at", u."profile_completed_at",
         EXISTS (SELECT 1 FROM "contact_unlocks" c WHERE c."employer_id" = p_employer AND c."worker_id" = u."id")
           AS unlocked
    INTO v_worker FROM "users" u WHERE u."id" = p_worker FOR SHARE OF u;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'KS404', MESSAGE = 'no such person';
  END IF;
  IF v_worker.role <> 'Labourer' OR v_worker.is_demo OR v_worker.blocked_at IS NOT NULL
     OR v_worker.profile_completed_at IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'KS403', MESSAGE = 'this contact cannot be unlocked';
  END IF;
  IF v_worker.unlocked THEN
    SELECT "balance_paise" INTO v_credits FROM "ledger_accounts" WHERE "owner_id" = p_employer AND "kind" = 'credits';
    v_answer := jsonb_build_object('success', true, 'contactNumber', v_worker.phone, 'chargedPaise', 0,
                                   'creditsPaise', v_credits);
  ELSE
    IF p_share > 0 THEN
      v_owners := v_owners || p_worker;
      v_kinds := v_kinds || 'earnings'::"ledger_account_kind";
      v_amounts := v_amounts || p_share;
    END IF;
    IF p_price > p_share THEN
      v_owners := v_owners || NULL::uuid;
      v_kinds := v_kinds || 'platform_revenue'::"ledger_account_kind";
      v_amounts := v_amounts || (p_price - p_share);
    END IF;
    v_posted := "ledger_post"('contact_unlock', 'Contact unlock', NULL, v_owners, v_kinds, v_amounts);
    INSERT INTO "contact_unlocks" ("employer_id", "worker_id", "transaction_id", "price_paise")
      VALUES (p_employer, p_worker, (v_posted ->> 'transactionId')::uuid, p_price);
    v_answer := jsonb_build_object('success', true, 'contactNumber', v_worker.phone, 'chargedPaise', p_price,
                                   'creditsPaise', (v_posted -> 'balances' ->> (p_employer::text || ':credits'))::bigint);
  END IF;
  UPDATE "idempotency_keys" SET "response_status" = 200, "response_body" = v_answer
    WHERE "owner_id" = p_employer AND "key" = p_key;
  RETURN v_answer;
END;
$$;
