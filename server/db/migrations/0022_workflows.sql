CREATE TABLE "workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_id" uuid,
	"project_id" uuid,
	"step" text DEFAULT 'files' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"model_name" text,
	"files" jsonb NOT NULL,
	"research" jsonb NOT NULL,
	"headline" jsonb NOT NULL,
	"outline" jsonb NOT NULL,
	"write" jsonb NOT NULL,
	"autoblog_run_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_autoblog_run_id_autoblog_runs_id_fk" FOREIGN KEY ("autoblog_run_id") REFERENCES "public"."autoblog_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflows_user_updated_idx" ON "workflows" USING btree ("user_id","updated_at");