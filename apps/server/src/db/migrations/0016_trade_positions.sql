-- Workers of one trade near a place, without reading the other trades' people there (docs/decisions/024): each
-- trade gets a lane of the map of its own, 360° of longitude wide, so one GiST box over trade_positions holds
-- only that trade's workers. The lane comes from the trade key's md5, so it needs no list of trades; two trades
-- sharing a lane only cost a recheck of trade_key.
CREATE FUNCTION trade_lane_offset(trade text)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 360 * (('x' || left(md5(trade), 3))::bit(12)::int)::double precision
$$;--> statement-breakpoint
CREATE FUNCTION trade_lane_point(trade text, lat double precision, lon double precision)
RETURNS point LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT point(lon + trade_lane_offset(trade), lat)
$$;--> statement-breakpoint
-- box_around (0012) moved into the trade's lane.
CREATE FUNCTION trade_lane_box(trade text, lat double precision, lon double precision, metres double precision)
RETURNS box LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT box_around(lat, lon, metres) + point(trade_lane_offset(trade), 0)
$$;--> statement-breakpoint
CREATE TABLE "trade_positions" (
	"user_id" uuid NOT NULL,
	"trade_key" text NOT NULL,
	"lane_position" "point" NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"rank_score" double precision NOT NULL,
	"available_on" date,
	"active_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_positions_user_id_trade_key_pk" PRIMARY KEY("user_id","trade_key")
);
--> statement-breakpoint
ALTER TABLE "trade_positions" ADD CONSTRAINT "trade_positions_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rows follow the profile: every write path changes profiles, so none can forget them.
CREATE FUNCTION profiles_trade_positions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."searchable", OLD."lat", OLD."lon", OLD."trade_keys", OLD."rank_score", OLD."available_on",
      OLD."updated_at") IS NOT DISTINCT FROM (NEW."searchable", NEW."lat", NEW."lon", NEW."trade_keys", NEW."rank_score",
      NEW."available_on", NEW."updated_at") THEN
    RETURN NULL;
  END IF;
  DELETE FROM "trade_positions" WHERE "user_id" = NEW."user_id";
  IF NEW."searchable" AND NEW."position" IS NOT NULL THEN
    INSERT INTO "trade_positions"
      ("user_id", "trade_key", "lane_position", "lat", "lon", "rank_score", "available_on", "active_at")
    SELECT NEW."user_id", t.key, trade_lane_point(t.key, NEW."lat", NEW."lon"), NEW."lat", NEW."lon",
      NEW."rank_score", NEW."available_on", NEW."updated_at"
    FROM (SELECT DISTINCT unnest(NEW."trade_keys") AS key) t;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_trade_positions"
  AFTER INSERT OR UPDATE OF "searchable", "lat", "lon", "position", "trade_keys", "rating_count", "rating_sum",
    "available_on", "updated_at"
  ON "profiles" FOR EACH ROW EXECUTE FUNCTION profiles_trade_positions();--> statement-breakpoint
INSERT INTO "trade_positions"
  ("user_id", "trade_key", "lane_position", "lat", "lon", "rank_score", "available_on", "active_at")
SELECT p."user_id", t.key, trade_lane_point(t.key, p."lat", p."lon"), p."lat", p."lon", p."rank_score",
  p."available_on", p."updated_at"
FROM "profiles" p CROSS JOIN LATERAL (SELECT DISTINCT unnest(p."trade_keys") AS key) t
WHERE p."searchable" AND p."position" IS NOT NULL;--> statement-breakpoint
-- Covering: search and matching read their candidates from the index alone (an index-only scan), without visiting
-- rows spread over the whole table.
CREATE INDEX "trade_positions_lane_idx" ON "trade_positions" USING gist ("lane_position")
  INCLUDE ("trade_key", "user_id", "lat", "lon", "rank_score", "available_on", "active_at");
--> statement-breakpoint
ANALYZE "trade_positions";
