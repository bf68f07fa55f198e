CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_id" uuid,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"chat_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode" text DEFAULT 'instruct' NOT NULL,
	"search_obj" jsonb DEFAULT '{"filename":[],"url":[],"domain":[]}'::jsonb NOT NULL,
	"follow_up" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"model" text,
	"blog_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chats_user_project_updated_idx" ON "chats" USING btree ("user_id","project_id","updated_at");