ALTER TABLE "teams" ADD COLUMN "payer_id" text;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Until now the admin was the payer (the plan followed admin_id): a team's payer starts as its admin.
UPDATE "teams" SET "payer_id" = "admin_id";
