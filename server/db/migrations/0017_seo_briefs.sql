CREATE TABLE "seo_brief_pages" (
	"brief_id" uuid NOT NULL,
	"url" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "seo_brief_pages_brief_id_url_pk" PRIMARY KEY("brief_id","url")
);
--> statement-breakpoint
CREATE TABLE "seo_briefs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_id" uuid,
	"project_id" uuid,
	"blog_id" uuid,
	"keyword" text NOT NULL,
	"secondary_keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text NOT NULL,
	"country" text NOT NULL,
	"urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_total" integer DEFAULT 0 NOT NULL,
	"related_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"snapshot" jsonb,
	"scoring_version" integer DEFAULT 1 NOT NULL,
	"rebuilt_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seo_brief_pages" ADD CONSTRAINT "seo_brief_pages_brief_id_seo_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."seo_briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_briefs" ADD CONSTRAINT "seo_briefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_briefs" ADD CONSTRAINT "seo_briefs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_briefs" ADD CONSTRAINT "seo_briefs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_briefs" ADD CONSTRAINT "seo_briefs_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seo_briefs_user_created_idx" ON "seo_briefs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "seo_briefs_blog_created_idx" ON "seo_briefs" USING btree ("blog_id","created_at");