-- Distances are measured inside PostgreSQL with earthdistance (docs/decisions/021). Both extensions are
-- trusted: the database owner may create them.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
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
ALTER TABLE "profiles" ADD COLUMN "position" "cube";--> statement-breakpoint
CREATE INDEX "places_names_idx" ON "places" USING gin ("names");--> statement-breakpoint
CREATE INDEX "places_aliases_idx" ON "places" USING gin ("aliases");--> statement-breakpoint
CREATE INDEX "places_population_idx" ON "places" USING btree ("population");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_position_idx" ON "profiles" USING gist ("position") WHERE searchable and position is not null;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_position" CHECK ((lat is null) = (lon is null) and (lat is null) = (position is null));