ALTER TYPE "public"."report_status" ADD VALUE 'warned';--> statement-breakpoint
ALTER TYPE "public"."report_status" ADD VALUE 'suspended';--> statement-breakpoint
ALTER TYPE "public"."report_status" ADD VALUE 'cleared';--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appeals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sanction_id" integer NOT NULL,
	"person_id" uuid NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_staff_id" uuid,
	CONSTRAINT "appeals_sanction_id_unique" UNIQUE("sanction_id")
);
--> statement-breakpoint
CREATE TABLE "number_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanctions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sanctions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"report_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "kind" text DEFAULT 'profile' NOT NULL;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_sanction_id_sanctions_id_fk" FOREIGN KEY ("sanction_id") REFERENCES "public"."sanctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_staff_id_staff_members_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions" ADD CONSTRAINT "sanctions_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions" ADD CONSTRAINT "sanctions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions" ADD CONSTRAINT "sanctions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeals_status_idx" ON "appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "number_checks_source_idx" ON "number_checks" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "sanctions_person_idx" ON "sanctions" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sanctions_one_suspension_idx" ON "sanctions" USING btree ("person_id") WHERE kind = 'suspension' and lifted_at is null;--> statement-breakpoint
CREATE INDEX "reports_money_demand_open_idx" ON "reports" USING btree ("profile_id") WHERE kind = 'money-demand' and status in ('open', 'escalated');