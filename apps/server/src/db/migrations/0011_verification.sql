CREATE TYPE "public"."business_status" AS ENUM('pending', 'verified', 'refused');--> statement-breakpoint
CREATE TYPE "public"."id_check_method" AS ENUM('in-person', 'video-call');--> statement-breakpoint
CREATE TYPE "public"."id_document_type" AS ENUM('aadhaar', 'voter-id', 'driving-licence', 'pan', 'e-shram');--> statement-breakpoint
CREATE TABLE "business_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"gstin" text NOT NULL,
	"status" "business_status" DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_by_staff_id" uuid,
	"decided_at" timestamp with time zone,
	"refused_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "business_verifications_gstin_shape" CHECK ("business_verifications"."gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$')
);
--> statement-breakpoint
CREATE TABLE "id_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "id_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"document_type" "id_document_type" NOT NULL,
	"last4" text NOT NULL,
	"method" "id_check_method" NOT NULL,
	"checked_by_staff_id" uuid NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"revoked_by_staff_id" uuid,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "id_checks_last4_only" CHECK ("id_checks"."last4" ~ '^[A-Z0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_badges" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "business_verifications" ADD CONSTRAINT "business_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_verifications" ADD CONSTRAINT "business_verifications_decided_by_staff_id_staff_members_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_checks" ADD CONSTRAINT "id_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_checks" ADD CONSTRAINT "id_checks_checked_by_staff_id_staff_members_id_fk" FOREIGN KEY ("checked_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_checks" ADD CONSTRAINT "id_checks_revoked_by_staff_id_staff_members_id_fk" FOREIGN KEY ("revoked_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_verifications_status_idx" ON "business_verifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "id_checks_one_standing_idx" ON "id_checks" USING btree ("user_id") WHERE "id_checks"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "id_checks_user_idx" ON "id_checks" USING btree ("user_id","checked_at");--> statement-breakpoint
CREATE INDEX "profiles_verified_rank_idx" ON "profiles" USING btree ("rank_score","user_id") WHERE searchable and verified_badges <> '{}'::text[];