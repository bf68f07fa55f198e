ALTER TABLE "assets" ADD COLUMN "stored_upload" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "embedding_error" text;--> statement-breakpoint
-- Small files are read in their upload and never queued or failed as assets: any file not ready was stored.
UPDATE "assets" SET "stored_upload" = true WHERE "kind" = 'file' AND "status" <> 'ready';
