-- Plagiarism (issue 17; docs/decisions.md "Plagiarism"). text_fingerprints: the winnowed shingle
-- hashes of each doc's and asset's text with their word positions; fingerprint_hashes: one row per
-- distinct hash of a fingerprint, so a check finds the docs sharing its hashes through a btree on
-- hash. plagiarism_checks: each check's result, counted per month against the plan's allowance.
CREATE TABLE "text_fingerprints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"owner_kind" text NOT NULL,
	"blog_id" uuid,
	"asset_id" uuid,
	"user_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"hashes" integer[] NOT NULL,
	"positions" integer[] NOT NULL,
	"word_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_fingerprints_one_owner" CHECK (("owner_kind" = 'doc' AND "blog_id" IS NOT NULL AND "asset_id" IS NULL) OR ("owner_kind" = 'asset' AND "asset_id" IS NOT NULL AND "blog_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "text_fingerprints" ADD CONSTRAINT "text_fingerprints_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_fingerprints" ADD CONSTRAINT "text_fingerprints_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_fingerprints" ADD CONSTRAINT "text_fingerprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_fingerprints" ADD CONSTRAINT "text_fingerprints_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "text_fingerprints_blog_idx" ON "text_fingerprints" USING btree ("blog_id");--> statement-breakpoint
CREATE UNIQUE INDEX "text_fingerprints_asset_idx" ON "text_fingerprints" USING btree ("asset_id");--> statement-breakpoint
CREATE TABLE "fingerprint_hashes" (
	"hash" integer NOT NULL,
	"fingerprint_id" integer NOT NULL,
	CONSTRAINT "fingerprint_hashes_hash_fingerprint_id_pk" PRIMARY KEY("hash","fingerprint_id")
);
--> statement-breakpoint
ALTER TABLE "fingerprint_hashes" ADD CONSTRAINT "fingerprint_hashes_fingerprint_id_text_fingerprints_id_fk" FOREIGN KEY ("fingerprint_id") REFERENCES "public"."text_fingerprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fingerprint_hashes_fingerprint_idx" ON "fingerprint_hashes" USING btree ("fingerprint_id");--> statement-breakpoint
CREATE TABLE "plagiarism_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_id" uuid,
	"blog_id" uuid,
	"words" integer NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plagiarism_checks" ADD CONSTRAINT "plagiarism_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plagiarism_checks" ADD CONSTRAINT "plagiarism_checks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plagiarism_checks" ADD CONSTRAINT "plagiarism_checks_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plagiarism_checks_user_created_idx" ON "plagiarism_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "plagiarism_checks_team_created_idx" ON "plagiarism_checks" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "plagiarism_checks_blog_created_idx" ON "plagiarism_checks" USING btree ("blog_id","created_at");
