-- Credits, limits and the usage ledger become exact tenths (docs/decisions.md, "Exact credits (issue 15)").
-- A double precision value goes through numeric (PostgreSQL keeps its 15 significant digits, so
-- 1.7000000000000002 reads 1.70000000000000) and is rounded to the tenth, half away from zero.
ALTER TABLE "teams" ALTER COLUMN "credit_limit" SET DATA TYPE numeric(14, 1) USING round("credit_limit"::numeric, 1);--> statement-breakpoint
ALTER TABLE "teams" ALTER COLUMN "credits_used" SET DATA TYPE numeric(14, 1) USING round("credits_used"::numeric, 1);--> statement-breakpoint
ALTER TABLE "teams" ALTER COLUMN "additional_credits" SET DATA TYPE numeric(14, 1) USING round("additional_credits"::numeric, 1);--> statement-breakpoint
ALTER TABLE "usage_events" ALTER COLUMN "credits" SET DATA TYPE numeric(14, 1) USING round("credits"::numeric, 1);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "credit_limit" SET DATA TYPE numeric(14, 1) USING round("credit_limit"::numeric, 1);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "credits_used" SET DATA TYPE numeric(14, 1) USING round("credits_used"::numeric, 1);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "additional_credits" SET DATA TYPE numeric(14, 1) USING round("additional_credits"::numeric, 1);
