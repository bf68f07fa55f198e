CREATE TABLE "billing_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"stripe_subscription_id" text,
	"plan_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_stripe_customer_id_unique" UNIQUE("stripe_customer_id"),
	CONSTRAINT "billing_accounts_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_offer_claims" (
	"user_id" text PRIMARY KEY NOT NULL,
	"review_url" text NOT NULL,
	"coupon_code" text NOT NULL,
	"coupon_in_stripe" boolean DEFAULT false NOT NULL,
	"coupon_redeemed_at" timestamp with time zone,
	"expiry_before" timestamp with time zone,
	"expiry_after" timestamp with time zone,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_offer_claims_coupon_code_unique" UNIQUE("coupon_code")
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_offer_claims" ADD CONSTRAINT "review_offer_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;