-- Profiles saved before the gazetteer: their typed city, or else a comma-separated part of their location
-- ("Andheri, Mumbai"), matched to a place by its names or other spellings, the biggest place of that name,
-- preferring one in the state the profile names. The server matches on every save from now on (with search's
-- own normalisation); what is not matched here stays text, and staff see the list.
WITH typed AS (
  SELECT p.user_id, part.text AS name, part.n,
         lower(btrim(regexp_replace(p.state, '[[:punct:][:space:]]+', ' ', 'g'))) AS state_name
  FROM profiles p
  CROSS JOIN LATERAL (
    SELECT lower(btrim(regexp_replace(t.text, '[[:punct:][:space:]]+', ' ', 'g'))) AS text, t.n
    FROM unnest(array_prepend(p.city, string_to_array(p.location, ','))) WITH ORDINALITY AS t(text, n)
  ) part
  WHERE p.place_id IS NULL AND part.text <> ''
),
matched AS (
  SELECT DISTINCT ON (typed.user_id) typed.user_id, pl.id, pl.lat, pl.lon
  FROM typed
  JOIN places pl ON pl.names @> ARRAY[typed.name] OR pl.aliases @> ARRAY[typed.name]
  ORDER BY typed.user_id, typed.n, (lower(pl.state) = typed.state_name) DESC, pl.population DESC, pl.id
)
UPDATE profiles p
SET place_id = matched.id, lat = matched.lat, lon = matched.lon, position = point(matched.lon, matched.lat)
FROM matched
WHERE p.user_id = matched.user_id;
