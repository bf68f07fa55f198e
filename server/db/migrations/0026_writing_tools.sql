CREATE TABLE "brand_voices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_id" uuid,
	"name" text NOT NULL,
	"profile" jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"profile_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planner_ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_id" uuid,
	"project_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"title" text NOT NULL,
	"keyword" text NOT NULL,
	"intent" text NOT NULL,
	"role" text NOT NULL,
	"pillar_id" uuid,
	"headlines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'idea' NOT NULL,
	"assignee_user_id" text,
	"planned_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompt_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_id" uuid,
	"template" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"formula" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_id" uuid,
	"project_id" uuid,
	"tool_id" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"output" text NOT NULL,
	"brand_voice_id" uuid,
	"brand_voice_name" text,
	"engine" text NOT NULL,
	"model" text NOT NULL,
	"credits" numeric(14, 1) NOT NULL,
	"finish_reason" text NOT NULL,
	"rating" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_voices" ADD CONSTRAINT "brand_voices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_voices" ADD CONSTRAINT "brand_voices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_ideas" ADD CONSTRAINT "planner_ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_ideas" ADD CONSTRAINT "planner_ideas_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_ideas" ADD CONSTRAINT "planner_ideas_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_ideas" ADD CONSTRAINT "planner_ideas_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_templates" ADD CONSTRAINT "prompt_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_templates" ADD CONSTRAINT "prompt_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_results" ADD CONSTRAINT "tool_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_results" ADD CONSTRAINT "tool_results_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_results" ADD CONSTRAINT "tool_results_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_voices_user_idx" ON "brand_voices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "brand_voices_team_idx" ON "brand_voices" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "planner_ideas_project_idx" ON "planner_ideas" USING btree ("project_id","topic");--> statement-breakpoint
CREATE INDEX "planner_ideas_calendar_idx" ON "planner_ideas" USING btree ("project_id","planned_on");--> statement-breakpoint
CREATE INDEX "prompt_templates_user_idx" ON "prompt_templates" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "prompt_templates_team_idx" ON "prompt_templates" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "tool_results_user_tool_created_idx" ON "tool_results" USING btree ("user_id","tool_id","created_at");