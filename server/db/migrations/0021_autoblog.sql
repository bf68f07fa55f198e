CREATE TABLE "autoblog_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"keyword" text NOT NULL,
	"title" text,
	"notes" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"step" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"leased_until" timestamp with time zone,
	"blog_id" uuid,
	"credits_charged" numeric(14, 1) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "autoblog_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_id" uuid,
	"project_id" uuid,
	"template" text NOT NULL,
	"settings" jsonb NOT NULL,
	"asset_ids" jsonb,
	"model_name" text NOT NULL,
	"model_label" text NOT NULL,
	"charges_credits" boolean DEFAULT true NOT NULL,
	"notices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autoblog_steps" (
	"article_id" uuid NOT NULL,
	"key" text NOT NULL,
	"result" jsonb NOT NULL,
	"model_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autoblog_steps_article_id_key_pk" PRIMARY KEY("article_id","key")
);
--> statement-breakpoint
ALTER TABLE "autoblog_articles" ADD CONSTRAINT "autoblog_articles_run_id_autoblog_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."autoblog_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoblog_articles" ADD CONSTRAINT "autoblog_articles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoblog_articles" ADD CONSTRAINT "autoblog_articles_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoblog_runs" ADD CONSTRAINT "autoblog_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoblog_runs" ADD CONSTRAINT "autoblog_runs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoblog_runs" ADD CONSTRAINT "autoblog_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoblog_steps" ADD CONSTRAINT "autoblog_steps_article_id_autoblog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."autoblog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autoblog_articles_run_position_idx" ON "autoblog_articles" USING btree ("run_id","position");--> statement-breakpoint
CREATE INDEX "autoblog_articles_user_status_idx" ON "autoblog_articles" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "autoblog_runs_user_created_idx" ON "autoblog_runs" USING btree ("user_id","created_at");