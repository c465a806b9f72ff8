-- A word near a place (docs/decisions/024): each searchable profile's words are also filed under the half-degree
-- cell of the grid it lives in ("kumar@53:161"), so "kumar near Lucknow" reads the few Kumars of Lucknow's cells
-- instead of meeting every Kumar in India (the word index) with everyone in Lucknow (the point index).
CREATE FUNCTION words_in_cell(words text[], lat double precision, lon double precision)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN lat IS NULL OR lon IS NULL THEN '{}'::text[]
    ELSE ARRAY(SELECT w || '@' || floor(lat * 2)::int || ':' || floor(lon * 2)::int FROM unnest(words) AS w) END
$$;--> statement-breakpoint
CREATE INDEX "profiles_words_in_cell_idx" ON "profiles" USING gin (words_in_cell("search_words", "lat", "lon"))
  WHERE searchable;
