-- Issue 19 (contact unlocks per second, decision 036). PL/pgSQL keeps a statement's plan per connection, but
-- PostgreSQL plans it again on every call ("custom plans") when the plan it would keep looks dearer than one made
-- for the values at hand. ledger_post's statements over its arrays always looked so: planning them was about half
-- of the database's time for an unlock. These functions now keep one plan per statement (and so does
-- notify_uncapped below). Every statement in them reads a few rows by a key, whatever the values, and a kept plan
-- must go on doing so as the tables grow: one made while a table was still small (a new database; one not
-- analysed since) would scan it whole, or hash it, on every call after. So they never scan a table
-- (`enable_seqscan = off`), and ledger_post reads and updates the accounts by `id = ANY (v_ids)` with each
-- one's movement summed beside it, where 0002 joined the accounts to the grouped movements. Otherwise as in 0002.
CREATE OR REPLACE FUNCTION "ledger_post"(
  p_kind "ledger_transaction_kind", p_description text, p_staff_id uuid,
  p_owners uuid[], p_kinds "ledger_account_kind"[], p_amounts bigint[]
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_count int := coalesce(array_length(p_amounts, 1), 0);
  v_ids uuid[];
  v_short text;
  v_tx uuid;
  v_balances jsonb;
BEGIN
  IF v_count < 2 OR array_length(p_owners, 1) <> v_count OR array_length(p_kinds, 1) <> v_count THEN
    RAISE EXCEPTION 'ledger_post: a transaction needs at least two movements';
  END IF;
  IF (SELECT sum(a) FROM unnest(p_amounts) AS a) <> 0 OR 0 = ANY (p_amounts) THEN
    RAISE EXCEPTION 'ledger_post: movements must be non-zero and sum to zero';
  END IF;
  INSERT INTO "ledger_accounts" ("owner_id", "kind", "balance_paise")
    SELECT DISTINCT m.o, m.k, 0 FROM unnest(p_owners, p_kinds) AS m(o, k)
    WHERE m.o IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "ledger_accounts" a WHERE a."owner_id" = m.o AND a."kind" = m.k)
    ON CONFLICT DO NOTHING;
  SELECT array_agg(x.id ORDER BY m.n) INTO v_ids
    FROM unnest(p_owners, p_kinds) WITH ORDINALITY AS m(o, k, n)
    CROSS JOIN LATERAL (
      SELECT a."id" FROM "ledger_accounts" a WHERE m.o IS NOT NULL AND a."owner_id" = m.o AND a."kind" = m.k
      UNION ALL
      SELECT a."id" FROM "ledger_accounts" a WHERE m.o IS NULL AND a."owner_id" IS NULL AND a."kind" = m.k
    ) AS x;
  IF coalesce(array_length(v_ids, 1), 0) <> v_count THEN
    RAISE EXCEPTION 'ledger_post: unknown account';
  END IF;
  PERFORM 1 FROM "ledger_accounts" WHERE "id" = ANY (v_ids) AND "owner_id" IS NOT NULL ORDER BY "id" FOR UPDATE;
  SELECT a."owner_id"::text || ':' || a."kind"::text INTO v_short
    FROM "ledger_accounts" a
    WHERE a."id" = ANY (v_ids) AND a."owner_id" IS NOT NULL
      AND a."balance_paise" + (SELECT sum(u.amount) FROM unnest(v_ids, p_amounts) AS u(id, amount)
                               WHERE u.id = a."id") < 0
    LIMIT 1;
  IF v_short IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'KS402', MESSAGE = 'balance would go below zero', DETAIL = v_short;
  END IF;
  UPDATE "ledger_accounts" a
    SET "balance_paise" = a."balance_paise" + (SELECT sum(u.amount) FROM unnest(v_ids, p_amounts) AS u(id, amount)
                                               WHERE u.id = a."id")
    WHERE a."id" = ANY (v_ids) AND a."owner_id" IS NOT NULL;
  INSERT INTO "ledger_transactions" ("kind", "description", "staff_id")
    VALUES (p_kind, p_description, p_staff_id) RETURNING "id" INTO v_tx;
  INSERT INTO "ledger_entries" ("transaction_id", "account_id", "amount_paise")
    SELECT v_tx, u.id, u.amount FROM unnest(v_ids, p_amounts) WITH ORDINALITY AS u(id, amount, n) ORDER BY u.n;
  SELECT jsonb_object_agg(a."owner_id"::text || ':' || a."kind"::text, a."balance_paise") INTO v_balances
    FROM "ledger_accounts" a WHERE a."id" = ANY (v_ids) AND a."owner_id" IS NOT NULL;
  RETURN jsonb_build_object('transactionId', v_tx, 'balances', coalesce(v_balances, '{}'::jsonb));
END;
$$;
--> statement-breakpoint
ALTER FUNCTION "unlock_contact"(uuid, uuid, bigint, bigint, text, text) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION "unlock_contact"(uuid, uuid, bigint, bigint, text, text) SET enable_seqscan = off;
--> statement-breakpoint
-- Tells people of events with no daily cap (everything but job notices), what notifications.repository.ts sent
-- as one statement before: each event's inbox entry and, when it asks for one, the person has a number that is
-- not blocked and the entry is new, its SMS, in the person's language (texts come in every language; the
-- person's is kept, English when theirs is missing). Deleted accounts and sample people get nothing. {{place}} is
-- the town of the person `placeOf` names (profile city, else their place's name), or the `…NoPlace` texts.
-- One SMS of a kind an hour (`summary` set): an SMS is held back (kept `skipped`, 'held-for-summary', the value
-- of HELD_FOR_SUMMARY) when one of its kind went or goes out less than p_every_minutes before this one's send
-- time, or an earlier event of the batch for the same person and kind takes the place; the next one sent sums the
-- held-back ones up. Two calls at the same moment may each send one: the rule spares the person, it is no lock.
-- A function, not a statement sent each time, so that its plans are kept per connection (the statement took
-- longer to plan than to run), and so that the unlock can tell its worker inside its own statement.
-- Returns one {"person", "inserted"} per event, in the order given: no person (nobody to tell), or whether the
-- entry is new (false: told before under that dedupe key).
CREATE FUNCTION "notify_uncapped"(p_events jsonb, p_now timestamptz, p_every_minutes int)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_event record;
  v_person record;
  v_place text;
  v_inbox text;
  v_sms text;
  v_pair text;
  v_earlier boolean;
  v_inserted boolean;
  v_held boolean;
  v_held_before bigint;
  v_pairs text[] := '{}';
  v_outcomes jsonb := '[]';
BEGIN
  FOR v_event IN
    SELECT * FROM jsonb_to_recordset(p_events) AS ev(
      "userId" uuid, kind text, "jobId" uuid, "agreementId" uuid, "dedupeKey" text, inbox jsonb, sms jsonb,
      "placeOf" uuid, "inboxNoPlace" jsonb, "smsNoPlace" jsonb, summary jsonb, "sendAfter" timestamptz,
      "skippedBecause" text, ord int)
    ORDER BY ord
  LOOP
    SELECT coalesce(u."language", 'en') AS language, u."phone" IS NOT NULL AND u."blocked_at" IS NULL AS textable
      INTO v_person FROM "users" u
      WHERE u."id" = v_event."userId" AND u."deleted_at" IS NULL AND NOT u."is_demo";
    IF NOT FOUND THEN
      v_outcomes := v_outcomes || jsonb_build_object('person', false, 'inserted', false);
      CONTINUE;
    END IF;
    -- Every event that reaches a person counts for the batch's part of the hourly rule, told before or not.
    v_pair := v_event."userId"::text || ':' || v_event.kind;
    v_earlier := v_pair = ANY (v_pairs);
    v_pairs := v_pairs || v_pair;
    v_place := NULL;
    IF v_event."placeOf" IS NOT NULL THEN
      SELECT nullif(coalesce(nullif(pr."city", ''), pl."name"), '') INTO v_place
        FROM "profiles" pr LEFT JOIN "places" pl ON pl."id" = pr."place_id"
        WHERE pr."user_id" = v_event."placeOf";
    END IF;
    v_inbox := CASE
      WHEN v_event."placeOf" IS NULL THEN coalesce(v_event.inbox ->> v_person.language, v_event.inbox ->> 'en')
      WHEN v_place IS NULL THEN coalesce(v_event."inboxNoPlace" ->> v_person.language, v_event."inboxNoPlace" ->> 'en')
      ELSE replace(coalesce(v_event.inbox ->> v_person.language, v_event.inbox ->> 'en'), '{{place}}', v_place)
    END;
    v_sms := CASE
      WHEN v_event."placeOf" IS NULL THEN coalesce(v_event.sms ->> v_person.language, v_event.sms ->> 'en')
      WHEN v_place IS NULL THEN coalesce(v_event."smsNoPlace" ->> v_person.language, v_event."smsNoPlace" ->> 'en')
      ELSE replace(coalesce(v_event.sms ->> v_person.language, v_event.sms ->> 'en'), '{{place}}', v_place)
    END;
    INSERT INTO "notifications" ("user_id", "kind", "job_id", "agreement_id", "text", "dedupe_key", "created_at")
      VALUES (v_event."userId", v_event.kind, v_event."jobId", v_event."agreementId", v_inbox, v_event."dedupeKey",
              p_now)
      ON CONFLICT ("dedupe_key") DO NOTHING;
    v_inserted := FOUND;
    IF v_inserted AND v_sms IS NOT NULL AND v_person.textable THEN
      v_held := v_event.summary IS NOT NULL AND (v_earlier OR EXISTS (
        SELECT 1 FROM "notification_outbox" o
        WHERE o."user_id" = v_event."userId" AND o."kind" = v_event.kind AND o."status" <> 'skipped'
          AND o."send_after" > v_event."sendAfter" - make_interval(mins => p_every_minutes)));
      v_held_before := 0;
      IF v_event.summary IS NOT NULL AND NOT v_held THEN
        SELECT count(*) INTO v_held_before FROM "notification_outbox" o
          WHERE o."user_id" = v_event."userId" AND o."kind" = v_event.kind AND o."status" = 'skipped'
            AND o."last_error" = 'held-for-summary'
            AND o."id" > coalesce((SELECT max(s."id") FROM "notification_outbox" s
                                   WHERE s."user_id" = v_event."userId" AND s."kind" = v_event.kind
                                     AND s."status" <> 'skipped'), 0);
      END IF;
      INSERT INTO "notification_outbox"
          ("user_id", "kind", "body", "dedupe_key", "status", "send_after", "last_error", "created_at")
        VALUES (
          v_event."userId", v_event.kind,
          CASE WHEN v_held_before > 0
               THEN replace(coalesce(v_event.summary ->> v_person.language, v_event.summary ->> 'en'), '{{count}}',
                            (v_held_before + 1)::text)
               ELSE v_sms END,
          v_event."dedupeKey",
          (CASE WHEN v_event."skippedBecause" IS NULL AND NOT v_held THEN 'pending' ELSE 'skipped' END)::"outbox_status",
          v_event."sendAfter",
          coalesce(v_event."skippedBecause", CASE WHEN v_held THEN 'held-for-summary' END),
          p_now)
        ON CONFLICT ("dedupe_key") DO NOTHING;
    END IF;
    v_outcomes := v_outcomes || jsonb_build_object('person', true, 'inserted', v_inserted);
  END LOOP;
  RETURN v_outcomes;
END;
$$;
