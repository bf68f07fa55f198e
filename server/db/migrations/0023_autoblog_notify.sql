ALTER TABLE "autoblog_runs" ADD COLUMN "notify_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "autoblog_runs" ADD COLUMN "webhook_url" text;--> statement-breakpoint
ALTER TABLE "autoblog_runs" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "autoblog_runs" ADD COLUMN "notify_error" text;