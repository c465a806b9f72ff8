-- Distances are measured inside PostgreSQL with core types only (docs/decisions/021): a point(lon, lat) column
-- with a GiST index finds what lies in a box around a circle, and the haversine distance trims the box to it.
-- The earth as a sphere of its mean radius, 6,371,008.8 m.
CREATE FUNCTION great_circle_m(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 2 * 6371008.8 * asin(least(1, sqrt(
    sin(radians(lat2 - lat1) / 2) ^ 2 + cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lon2 - lon1) / 2) ^ 2)))
$$;--> statement-breakpoint
-- The box (x = longitude, y = latitude) holding every point within `metres` of a point: as wide as the circle
-- is at its edge nearest the pole, where a degree of longitude is shortest.
CREATE FUNCTION box_around(lat double precision, lon double precision, metres double precision)
RETURNS box LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT box(
    point(lon - degrees(metres / 6371008.8) / cos(radians(least(abs(lat) + degrees(metres / 6371008.8), 89))),
          lat - degrees(metres / 6371008.8)),
    point(lon + degrees(metres / 6371008.8) / cos(radians(least(abs(lat) + degrees(metres / 6371008.8), 89))),
          lat + degrees(metres / 6371008.8)))
$$;--> statement-breakpoint
CREATE TABLE "places" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	"names" text[] NOT NULL,
	"aliases" text[] NOT NULL,
	"local_names" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "position" point;--> statement-breakpoint
CREATE INDEX "places_names_idx" ON "places" USING gin ("names");--> statement-breakpoint
CREATE INDEX "places_aliases_idx" ON "places" USING gin ("aliases");--> statement-breakpoint
CREATE INDEX "places_population_idx" ON "places" USING btree ("population");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_position_idx" ON "profiles" USING gist ("position") WHERE searchable and position is not null;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_position" CHECK ((lat is null) = (lon is null) and (lat is null) = (position is null));