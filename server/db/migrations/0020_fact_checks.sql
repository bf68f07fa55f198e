CREATE TABLE "fact_check_pages" (
	"check_id" uuid NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fact_check_pages_check_id_url_pk" PRIMARY KEY("check_id","url")
);--> statement-breakpoint
CREATE TABLE "fact_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_id" uuid,
	"project_id" uuid,
	"blog_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"text" text NOT NULL,
	"settings" jsonb NOT NULL,
	"sources_key" text NOT NULL,
	"model_name" text NOT NULL,
	"engine" text NOT NULL,
	"model_label" text NOT NULL,
	"charges_credits" boolean DEFAULT true NOT NULL,
	"claims" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"claims_total" integer DEFAULT 0 NOT NULL,
	"claims_done" integer DEFAULT 0 NOT NULL,
	"notices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"credits_charged" numeric(14, 1) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "fact_check_pages" ADD CONSTRAINT "fact_check_pages_check_id_fact_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."fact_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_checks" ADD CONSTRAINT "fact_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_checks" ADD CONSTRAINT "fact_checks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_checks" ADD CONSTRAINT "fact_checks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_checks" ADD CONSTRAINT "fact_checks_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fact_checks_blog_created_idx" ON "fact_checks" USING btree ("blog_id","created_at");--> statement-breakpoint
CREATE INDEX "fact_checks_user_status_idx" ON "fact_checks" USING btree ("user_id","status");
