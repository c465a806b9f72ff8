-- A suspension in force when its person deleted the account, kept under the number's key, so an account made
-- again on that number starts suspended instead of clean (docs/decisions/035). The row goes once that account
-- has taken the suspension up.
CREATE TABLE "carried_suspensions" (
	"phone_key" text PRIMARY KEY NOT NULL,
	"sanction_id" integer NOT NULL,
	"carried_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carried_suspensions" ADD CONSTRAINT "carried_suspensions_sanction_id_sanctions_id_fk" FOREIGN KEY ("sanction_id") REFERENCES "public"."sanctions"("id") ON DELETE no action ON UPDATE no action;