CREATE TYPE "public"."review_engagement_kind" AS ENUM('unlock', 'hire-request', 'job');--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"author_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"engagement_kind" "review_engagement_kind" NOT NULL,
	"engagement_ref" text NOT NULL,
	"stars" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"reply_text" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by_staff_id" uuid,
	CONSTRAINT "reviews_stars" CHECK (stars between 1 and 5),
	CONSTRAINT "reviews_not_self" CHECK (author_id <> subject_id)
);
--> statement-breakpoint
DROP INDEX "reports_one_open_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rank_score" double precision GENERATED ALWAYS AS ((17.5 + rating_sum)::double precision / (5 + rating_count)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "review_id" bigint;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_staff_id_staff_members_id_fk" FOREIGN KEY ("hidden_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_engagement_idx" ON "reviews" USING btree ("author_id","engagement_kind","engagement_ref");--> statement-breakpoint
CREATE INDEX "reviews_subject_visible_idx" ON "reviews" USING btree ("subject_id","id") WHERE hidden_at is null;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_rank_idx" ON "profiles" USING btree ("rank_score","user_id") WHERE searchable;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_review_idx" ON "reports" USING btree ("reporter_id","review_id") WHERE status in ('open', 'escalated') and review_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_idx" ON "reports" USING btree ("reporter_id","profile_id") WHERE status in ('open', 'escalated') and review_id is null;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_rating" CHECK (rating_count >= 0 and rating_sum between rating_count and 5 * rating_count);