CREATE TABLE "auth_rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "auth_rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "plagiarism_check_leases" (
	"user_id" text PRIMARY KEY NOT NULL,
	"holder" uuid NOT NULL,
	"leased_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plagiarism_check_leases" ADD CONSTRAINT "plagiarism_check_leases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_rate_limits_last_request_idx" ON "auth_rate_limits" USING btree ("last_request");