CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"thread_id" uuid,
	"board_id" uuid,
	"from_board_id" uuid,
	"post_id" uuid,
	"parent_post_id" uuid,
	"comment_id" uuid,
	"user_id" uuid,
	"notification_id" uuid,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"thread_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"comment_id" uuid,
	"identity_id" uuid NOT NULL,
	"excerpt" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"read_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_thread_id_id_index" ON "events" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "events_board_id_id_index" ON "events" USING btree ("board_id","id");--> statement-breakpoint
CREATE INDEX "events_from_board_id_id_index" ON "events" USING btree ("from_board_id","id") WHERE "events"."from_board_id" is not null;--> statement-breakpoint
CREATE INDEX "events_user_id_id_index" ON "events" USING btree ("user_id","id") WHERE "events"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "events_created_at_index" ON "events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_id_index" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_one_unread_starred" ON "notifications" USING btree ("user_id","thread_id") WHERE "notifications"."kind" = 'starred' and "notifications"."read_at" is null;