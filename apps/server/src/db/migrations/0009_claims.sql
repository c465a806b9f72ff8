CREATE TYPE "public"."number_claim_status" AS ENUM('open', 'confirmed', 'refunded', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."worker_share_outcome" AS ENUM('reversed', 'absorbed');--> statement-breakpoint
ALTER TYPE "public"."otp_purpose" ADD VALUE 'confirm_number';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'unlock_refund';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'unlock_refund_absorbed';--> statement-breakpoint
CREATE TABLE "number_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"unlock_transaction_id" uuid NOT NULL,
	"status" "number_claim_status" DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"confirm_by" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_staff_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"refund_transaction_id" uuid,
	"absorbed_transaction_id" uuid,
	"worker_share" "worker_share_outcome"
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "number_in_doubt_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "number_claims" ADD CONSTRAINT "number_claims_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_claims" ADD CONSTRAINT "number_claims_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_claims" ADD CONSTRAINT "number_claims_unlock_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("unlock_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_claims" ADD CONSTRAINT "number_claims_decided_by_staff_id_staff_members_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_claims" ADD CONSTRAINT "number_claims_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_claims" ADD CONSTRAINT "number_claims_absorbed_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("absorbed_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "number_claims_pair_idx" ON "number_claims" USING btree ("employer_id","worker_id");--> statement-breakpoint
CREATE INDEX "number_claims_status_idx" ON "number_claims" USING btree ("status","confirm_by");--> statement-breakpoint
CREATE INDEX "number_claims_worker_idx" ON "number_claims" USING btree ("worker_id","status");--> statement-breakpoint
CREATE INDEX "number_claims_employer_idx" ON "number_claims" USING btree ("employer_id","opened_at");