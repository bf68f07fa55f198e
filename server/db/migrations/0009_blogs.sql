CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_id" uuid,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"copy_to_save" text DEFAULT '' NOT NULL,
	"user_input" jsonb NOT NULL,
	"meta_data" jsonb NOT NULL,
	"ydoc" "bytea",
	"ydoc_updated_at" timestamp with time zone,
	"input_type" text,
	"output_type" text DEFAULT 'blog' NOT NULL,
	"style" text,
	"word_count" integer DEFAULT 0 NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blogs_project_updated_idx" ON "blogs" USING btree ("project_id","updated_at");--> statement-breakpoint
CREATE INDEX "blogs_user_updated_idx" ON "blogs" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "blogs_team_updated_idx" ON "blogs" USING btree ("team_id","updated_at");