-- unlock_contact as in 0004, except that a number in doubt (a dead-number claim the worker has not answered,
-- migration 0009) cannot be bought by anyone new; an Employer who bought it before still sees it, free.
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
           AS unlocked,
         EXISTS (SELECT 1 FROM "profiles" p WHERE p."user_id" = u."id" AND p."number_in_doubt_since" IS NOT NULL)
           AS number_in_doubt
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
    -- An Employer reported this number dead and the worker has not confirmed it yet: nobody else pays for it.
    IF v_worker.number_in_doubt THEN
      RAISE EXCEPTION USING ERRCODE = 'KS403', MESSAGE = 'this contact cannot be unlocked';
    END IF;
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
