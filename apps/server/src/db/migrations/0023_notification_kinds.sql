-- Notification kinds as issue 21 names them (docs/decisions/022): the stored inbox entries and outbox rows take
-- the new names, so the inbox answers only kinds the contract knows. Dedupe keys keep their old prefixes: they
-- only identify events, and rewriting them would let an event told before the rename be told again.
UPDATE "notifications" SET "kind" = CASE "kind"
  WHEN 'job-nearby' THEN 'job_nearby'
  WHEN 'unlock' THEN 'contact_unlocked'
  WHEN 'hire-request' THEN 'hire_request'
  WHEN 'payout-paid' THEN 'payout_paid'
END
WHERE "kind" IN ('job-nearby', 'unlock', 'hire-request', 'payout-paid');--> statement-breakpoint
UPDATE "notification_outbox" SET "kind" = CASE "kind"
  WHEN 'job-nearby' THEN 'job_nearby'
  WHEN 'unlock' THEN 'contact_unlocked'
  WHEN 'hire-request' THEN 'hire_request'
  WHEN 'payout-paid' THEN 'payout_paid'
END
WHERE "kind" IN ('job-nearby', 'unlock', 'hire-request', 'payout-paid');
