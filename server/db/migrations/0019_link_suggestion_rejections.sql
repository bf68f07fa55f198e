-- AI Interlinking (issue 17): the link suggestions a writer rejected for a doc, so they are not
-- offered again. Keyed by the suggestion's stable id (a hash of the doc, the target and the anchor);
-- the target and anchor are kept to say what was rejected.
CREATE TABLE "link_suggestion_rejections" (
	"blog_id" uuid NOT NULL,
	"suggestion_id" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"anchor" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_suggestion_rejections_blog_id_suggestion_id_pk" PRIMARY KEY("blog_id","suggestion_id")
);
--> statement-breakpoint
ALTER TABLE "link_suggestion_rejections" ADD CONSTRAINT "link_suggestion_rejections_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_suggestion_rejections" ADD CONSTRAINT "link_suggestion_rejections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
