CREATE TABLE "profile_views" (
	"profile_user_id" uuid NOT NULL,
	"viewer_user_id" uuid NOT NULL,
	"view_day" date NOT NULL,
	CONSTRAINT "profile_views_profile_user_id_viewer_user_id_view_day_pk" PRIMARY KEY("profile_user_id","viewer_user_id","view_day")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"role" "user_role" NOT NULL,
	"searchable" boolean DEFAULT false NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"pincode" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"trade_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"work_experience" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"business_type" text DEFAULT '' NOT NULL,
	"call_time_start" text DEFAULT '' NOT NULL,
	"call_time_end" text DEFAULT '' NOT NULL,
	"photo_key" text,
	"thumbnail_key" text,
	"search_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"profiles" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_profile_user_id_users_id_fk" FOREIGN KEY ("profile_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_views_day_idx" ON "profile_views" USING btree ("view_day","profile_user_id");--> statement-breakpoint
CREATE INDEX "profiles_search_words_idx" ON "profiles" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "profiles_trade_keys_idx" ON "profiles" USING gin ("trade_keys");--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);