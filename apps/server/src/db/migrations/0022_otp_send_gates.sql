CREATE TABLE "otp_send_gates" (
	"key" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A code request's checks and its insert, as one statement (decision 028), for servers without Redis. Parallel
-- requests for one number, or from one address, queue on that number's and that address's rows in
-- otp_send_gates (the number's first, then the address's, always in this order, so two requests never wait on
-- each other in a circle). Each statement below then reads with a fresh snapshot (READ COMMITTED, a volatile
-- function), so a request that waited sees the code the one before it committed. A single SQL statement could
-- not do this: its one snapshot is taken before it waits for a lock, and it would count without the code it
-- waited for. The rules are those of decision 013: the cooldown and a cap per number and address, a ceiling per
-- number, a cap per address; a refused request writes no code. Answers one row: refusal NULL when the code was
-- stored, else 'cooldown' (wait_ms: how long until the newest code allows another), 'tooManySends' or
-- 'tooManySendsFromNetwork'.
CREATE OR REPLACE FUNCTION "otp_request_code"(
  p_id uuid, p_phone_key text, p_ip text, p_purpose "otp_purpose", p_code_hash text, p_silent boolean,
  p_now timestamptz, p_expires_at timestamptz, p_since timestamptz, p_cooldown_seconds integer,
  p_per_number_and_source integer, p_per_number integer, p_per_source integer
) RETURNS TABLE ("refusal" text, "wait_ms" double precision) LANGUAGE plpgsql AS $$
DECLARE
  v_latest record;
BEGIN
  INSERT INTO "otp_send_gates" ("key", "used_at") VALUES ('number:' || p_phone_key, p_now)
    ON CONFLICT ("key") DO UPDATE SET "used_at" = excluded."used_at";
  INSERT INTO "otp_send_gates" ("key", "used_at") VALUES ('source:' || p_ip, p_now)
    ON CONFLICT ("key") DO UPDATE SET "used_at" = excluded."used_at";

  -- The cooldown holds for the newest code this address asked for this number, until that code is used. A
  -- request that waited here may be older than that code (p_now is when it arrived): with no cooldown set,
  -- it is not told to wait.
  SELECT c."created_at", c."consumed_at" INTO v_latest FROM "otp_challenges" c
    WHERE c."phone_key" = p_phone_key AND c."requested_ip" = p_ip
    ORDER BY c."created_at" DESC LIMIT 1;
  IF FOUND AND p_cooldown_seconds > 0 AND v_latest.consumed_at IS NULL
     AND v_latest.created_at + make_interval(secs => p_cooldown_seconds) > p_now THEN
    RETURN QUERY SELECT 'cooldown'::text,
      (extract(epoch FROM v_latest.created_at - p_now) * 1000 + p_cooldown_seconds * 1000)::double precision;
    RETURN;
  END IF;
  IF (SELECT count(*) FROM "otp_challenges" c
        WHERE c."phone_key" = p_phone_key AND c."requested_ip" = p_ip AND c."created_at" >= p_since)
       >= p_per_number_and_source
     OR (SELECT count(*) FROM "otp_challenges" c WHERE c."phone_key" = p_phone_key AND c."created_at" >= p_since)
       >= p_per_number THEN
    RETURN QUERY SELECT 'tooManySends'::text, NULL::double precision;
    RETURN;
  END IF;
  IF (SELECT count(*) FROM "otp_challenges" c WHERE c."requested_ip" = p_ip AND c."created_at" >= p_since)
     >= p_per_source THEN
    RETURN QUERY SELECT 'tooManySendsFromNetwork'::text, NULL::double precision;
    RETURN;
  END IF;

  -- A silent send (a disguised answer) is born replaced: it counts as a send and is never live.
  IF NOT p_silent THEN
    UPDATE "otp_challenges" SET "superseded_at" = p_now
      WHERE "phone_key" = p_phone_key AND "superseded_at" IS NULL;
  END IF;
  INSERT INTO "otp_challenges"
      ("id", "phone_key", "purpose", "code_hash", "requested_ip", "created_at", "expires_at", "superseded_at")
    VALUES (p_id, p_phone_key, p_purpose, p_code_hash, p_ip, p_now, p_expires_at,
            CASE WHEN p_silent THEN p_now END);
  RETURN QUERY SELECT NULL::text, NULL::double precision;
END
$$;
