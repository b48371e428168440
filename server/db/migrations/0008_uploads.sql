CREATE TABLE "upload_references" (
	"hash" text NOT NULL,
	"post_id" uuid,
	"comment_id" uuid
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variant_widths" integer[] NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_references" ADD CONSTRAINT "upload_references_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_references" ADD CONSTRAINT "upload_references_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_references_hash_index" ON "upload_references" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "upload_references_post" ON "upload_references" USING btree ("post_id","hash") WHERE "upload_references"."post_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_references_comment" ON "upload_references" USING btree ("comment_id","hash") WHERE "upload_references"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "uploads_owner_id_created_at_index" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_hash_index" ON "uploads" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "uploads_created_at_index" ON "uploads" USING btree ("created_at");