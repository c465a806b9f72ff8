-- The scam guard's usual wage reads a trade's latest posts only (jobs.repository.ts, tradeMedianWage).
CREATE INDEX "jobs_trade_recent_idx" ON "jobs" USING btree ("trade","wage_per","created_at");--> statement-breakpoint
-- Covering for the nearby feed: the open jobs in a circle, sorted by distance, from the index alone.
DROP INDEX "jobs_open_position_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_position_idx" ON "jobs" USING gist ("position") INCLUDE ("id", "lat", "lon", "trade", "expires_at")
  WHERE status = 'open';
