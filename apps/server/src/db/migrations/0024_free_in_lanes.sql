-- The people with a free mark in each trade's lane of the map (docs/decisions/034): a search near a place puts
-- those free today first, and read them from trade_positions_lane_idx among every worker of the trade in the
-- circle (2,400 plumbers around Delhi at 1M, ~1.5 ms) to find the few. Covering like trade_positions_lane_idx
-- (0016), so they come from the index alone. Marks are not cleared after their day, so this holds everyone who
-- ever tapped "Free today" and is still far smaller than the whole lane.
CREATE INDEX "trade_positions_free_idx" ON "trade_positions" USING gist ("lane_position")
  INCLUDE ("trade_key", "user_id", "lat", "lon", "available_on") WHERE "trade_positions"."available_on" is not null;
