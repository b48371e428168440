CREATE TABLE "revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid,
	"comment_id" uuid,
	"revision" integer NOT NULL,
	"content" text NOT NULL,
	"whisper_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"index_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"content_warnings" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "revisions_of_one" CHECK (("revisions"."post_id" is null) <> ("revisions"."comment_id" is null))
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "edited_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "edited_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revisions_of_post" ON "revisions" USING btree ("post_id","revision") WHERE "revisions"."post_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "revisions_of_comment" ON "revisions" USING btree ("comment_id","revision") WHERE "revisions"."comment_id" is not null;