CREATE TYPE "public"."agreement_event_kind" AS ENUM('proposed', 'accepted', 'declined', 'funded', 'completed', 'released', 'auto-released', 'cancel-asked', 'cancelled', 'refunded', 'disputed', 'statement', 'split-proposed', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."agreement_side" AS ENUM('employer', 'worker', 'staff', 'system');--> statement-breakpoint
CREATE TYPE "public"."agreement_status" AS ENUM('proposed', 'accepted', 'funded', 'completed', 'released', 'disputed', 'resolved', 'declined', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."escrow_action" AS ENUM('hold', 'release', 'refund');--> statement-breakpoint
CREATE TYPE "public"."escrow_instruction_status" AS ENUM('pending', 'done', 'failed');--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'escrow_held';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'escrow_funded';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'escrow_released';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'escrow_refunded';--> statement-breakpoint
CREATE TABLE "agreement_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agreement_id" uuid NOT NULL,
	"kind" "agreement_event_kind" NOT NULL,
	"by" "agreement_side" NOT NULL,
	"staff_id" uuid,
	"amount_paise" bigint,
	"note" text,
	"transaction_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"agreement_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"by" "agreement_side" NOT NULL,
	"photo_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"site" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"amount_paise" bigint NOT NULL,
	"fee_paise" bigint DEFAULT 0 NOT NULL,
	"starts_on" date NOT NULL,
	"days" integer NOT NULL,
	"status" "agreement_status" DEFAULT 'proposed' NOT NULL,
	"held_paise" bigint DEFAULT 0 NOT NULL,
	"released_paise" bigint DEFAULT 0 NOT NULL,
	"refunded_paise" bigint DEFAULT 0 NOT NULL,
	"payment_id" text,
	"hold_id" text,
	"accepted_at" timestamp with time zone,
	"funded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"release_due_at" timestamp with time zone,
	"cancel_asked_by" "agreement_side",
	"proposed_to_worker_paise" bigint,
	"proposed_to_employer_paise" bigint,
	"proposed_reason" text,
	"proposed_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_amounts" CHECK (held_paise >= 0 and released_paise >= 0 and refunded_paise >= 0),
	CONSTRAINT "agreements_money_adds_up" CHECK (held_paise + released_paise + refunded_paise <= amount_paise)
);
--> statement-breakpoint
CREATE TABLE "escrow_instructions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agreement_id" uuid NOT NULL,
	"action" "escrow_action" NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" "escrow_instruction_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "purpose" text DEFAULT 'recharge' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "agreement_id" uuid;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_orders" ADD CONSTRAINT "agreement_orders_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_orders" ADD CONSTRAINT "agreement_orders_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_photos" ADD CONSTRAINT "agreement_photos_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_proposed_by_staff_id_staff_members_id_fk" FOREIGN KEY ("proposed_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrow_instructions" ADD CONSTRAINT "escrow_instructions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_events_agreement_idx" ON "agreement_events" USING btree ("agreement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_orders_agreement_idx" ON "agreement_orders" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "agreement_photos_agreement_idx" ON "agreement_photos" USING btree ("agreement_id","created_at");--> statement-breakpoint
CREATE INDEX "agreements_created_idx" ON "agreements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "agreements_employer_idx" ON "agreements" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "agreements_worker_idx" ON "agreements" USING btree ("worker_id","created_at");--> statement-breakpoint
CREATE INDEX "agreements_release_due_idx" ON "agreements" USING btree ("release_due_at") WHERE release_due_at is not null;--> statement-breakpoint
CREATE INDEX "agreements_disputed_idx" ON "agreements" USING btree ("updated_at") WHERE status = 'disputed';--> statement-breakpoint
CREATE INDEX "escrow_instructions_pending_idx" ON "escrow_instructions" USING btree ("id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "escrow_instructions_agreement_idx" ON "escrow_instructions" USING btree ("agreement_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;