CREATE TYPE "public"."ledger_account_kind" AS ENUM('credits', 'earnings', 'platform_revenue', 'gateway_clearing', 'payouts_in_flight', 'promotions', 'adjustments');--> statement-breakpoint
CREATE TYPE "public"."ledger_transaction_kind" AS ENUM('welcome_credits', 'recharge', 'contact_unlock', 'payout_requested', 'payout_paid', 'payout_returned', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."payment_order_status" AS ENUM('created', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('pending', 'processing', 'paid', 'rejected', 'failed');--> statement-breakpoint
CREATE TYPE "public"."mediation_status" AS ENUM('Pending', 'Done', 'Rejected');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'escalated', 'rejected', 'blocked', 'dismissed');--> statement-breakpoint
CREATE TABLE "contact_unlocks" (
	"employer_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"price_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_unlocks_employer_id_worker_id_pk" PRIMARY KEY("employer_id","worker_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"owner_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_owner_id_key_pk" PRIMARY KEY("owner_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "ledger_account_kind" NOT NULL,
	"owner_id" uuid,
	"balance_paise" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_balance" CHECK ((owner_id is null and balance_paise is null) or (owner_id is not null and balance_paise >= 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_not_zero" CHECK (amount_paise <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "ledger_transaction_kind" NOT NULL,
	"description" text NOT NULL,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" "payment_order_status" DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "payment_orders_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"upi_id" text NOT NULL,
	"status" "payout_status" DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_payout_id" text,
	"utr" text,
	"reason" text,
	"hold_transaction_id" uuid NOT NULL,
	"settle_transaction_id" uuid,
	"decided_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mediation_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mediation_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employer_id" uuid NOT NULL,
	"labourer_id" uuid NOT NULL,
	"location" text NOT NULL,
	"salary_rupees" integer NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" "mediation_status" DEFAULT 'Pending' NOT NULL,
	"closed_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_unlocks" ADD CONSTRAINT "contact_unlocks_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_unlocks" ADD CONSTRAINT "contact_unlocks_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_unlocks" ADD CONSTRAINT "contact_unlocks_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_settle_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_decided_by_staff_id_staff_members_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_requests" ADD CONSTRAINT "mediation_requests_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_requests" ADD CONSTRAINT "mediation_requests_labourer_id_users_id_fk" FOREIGN KEY ("labourer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_requests" ADD CONSTRAINT "mediation_requests_closed_by_staff_id_staff_members_id_fk" FOREIGN KEY ("closed_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_profile_id_users_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_unlocks_worker_idx" ON "contact_unlocks" USING btree ("worker_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_kind_idx" ON "ledger_accounts" USING btree ("owner_id","kind") WHERE owner_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_kind_idx" ON "ledger_accounts" USING btree ("kind") WHERE owner_id is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mediation_requests_employer_idx" ON "mediation_requests" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "mediation_requests_labourer_idx" ON "mediation_requests" USING btree ("labourer_id","created_at");--> statement-breakpoint
CREATE INDEX "mediation_requests_status_idx" ON "mediation_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_idx" ON "reports" USING btree ("reporter_id","profile_id") WHERE status in ('open', 'escalated');--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
-- KaamSetu's own ledger accounts, one of each kind.
-- Fixed ids: the server names them in code (SYSTEM_ACCOUNT_IDS in modules/money/ledger.ts).
INSERT INTO "ledger_accounts" ("id", "kind") VALUES
  ('00000000-0000-4000-8000-000000000001', 'platform_revenue'),
  ('00000000-0000-4000-8000-000000000002', 'gateway_clearing'),
  ('00000000-0000-4000-8000-000000000003', 'payouts_in_flight'),
  ('00000000-0000-4000-8000-000000000004', 'promotions'),
  ('00000000-0000-4000-8000-000000000005', 'adjustments');
--> statement-breakpoint
-- Ledger rows are facts: corrections are new transactions, never edits.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows cannot be changed or deleted (%)', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_immutable" BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
-- Every transaction sums to zero, checked when it commits (so its entries can be written one by one).
CREATE FUNCTION "ledger_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT sum("amount_paise") INTO total FROM "ledger_entries" WHERE "transaction_id" = NEW."transaction_id";
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %)', NEW."transaction_id", total;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_balanced"();
--> statement-breakpoint
-- The one way money moves (ledger_post): people's accounts open on first use, are locked in id order and
-- never go below zero; the transaction, its entries and the new balances are written together. Returns
-- {"transactionId", "balances": {"<owner>:<kind>": paise}} for the people's accounts it touched.
-- Errors: KS402 a balance would go below zero (detail "<owner>:<kind>").
CREATE FUNCTION "ledger_post"(
  p_kind "ledger_transaction_kind", p_description text, p_staff_id uuid,
  p_owners uuid[], p_kinds "ledger_account_kind"[], p_amounts bigint[]
) RETURNS jsonb LANGUAGE plpgsql AS $$
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
    FROM (SELECT u.id, sum(u.amount) AS delta FROM unnest(v_ids, p_amounts) AS u(id, amount) GROUP BY u.id) d
    JOIN "ledger_accounts" a ON a."id" = d.id
    WHERE a."owner_id" IS NOT NULL AND a."balance_paise" + d.delta < 0
    LIMIT 1;
  IF v_short IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'KS402', MESSAGE = 'balance would go below zero', DETAIL = v_short;
  END IF;
  UPDATE "ledger_accounts" a SET "balance_paise" = a."balance_paise" + d.delta
    FROM (SELECT u.id, sum(u.amount) AS delta FROM unnest(v_ids, p_amounts) AS u(id, amount) GROUP BY u.id) d
    WHERE a."id" = d.id AND a."owner_id" IS NOT NULL;
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
-- A paid contact unlock in one statement (the busiest money request): claims the Idempotency-Key (a
-- replay returns the stored answer), locks the employer's Credits (so "once per pair" holds), checks the
-- worker, charges through ledger_post and records the unlock. Any error rolls all of it back, key included.
-- Errors: KS402 not enough Credits, KS403 not unlockable, KS404 no such person, KS409 key reused,
-- KS423 the employer is blocked.
CREATE FUNCTION "unlock_contact"(
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
    INTO v_worker FROM "users" u WHERE u."id" = p_worker;
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
